import {
  PDFContext,
  type PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectParser,
  PDFRawStream,
  PDFRef,
} from '@cantoo/pdf-lib';
import { type DecodeBudget, decodedStream, PdfRefused } from './pdf-stream-decoding';

/*
 * A PDF's objects as pdf-lib's object parser reads them (security probe N6). Not only those a front-to-back parse
 * meets: every `12 0 obj` header anywhere in the file is parsed where it ends, as a reader repairing a file (or
 * following a cross-reference offset into another object's bytes) would find it; every object stream (`/Type
 * /ObjStm`, or any stream with `/N` and `/First`, which readers take as one) is decoded and its objects read at
 * the offsets its header gives. A header whose object does not parse, or an object stream that cannot be read
 * whole, refuses the file (fail closed).
 */

export type PdfObjects = {
  /** Every object found, and every trailer dictionary, in file order; object streams' objects after. */
  objects: PDFObject[];
  /** Each object number's definitions (a file may define one several times; a reader picks one of them). */
  definitions: (ref: PDFRef) => PDFObject[];
};

// Whitespace and comments between tokens; a comment runs to its end of line, so the pattern never backtracks far.
const gap = '(?:[\\0\\t\\n\\f\\r ]|%[^\\r\\n]*[\\r\\n])+';
const objectHeader = new RegExp(`(\\d{1,10})${gap}(\\d{1,5})${gap}obj`, 'g');
const trailerKeyword = new RegExp(`trailer(?=${gap.slice(0, -1)}*<<)`, 'g');
const whitespace = /[\0\t\n\f\r ]+/;

const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

function parsedAt(bytes: Uint8Array, offset: number, context: PDFContext): PDFObject {
  try {
    return PDFObjectParser.forBytes(bytes.subarray(offset), context).parseObject();
  } catch {
    throw new PdfRefused('unreadable');
  }
}

type Found = { ref: PDFRef; object: PDFObject };

/** The objects whose headers appear in the bytes, each parsed where its header ends. */
function headedObjects(bytes: Uint8Array, context: PDFContext): Found[] {
  return [...latin1(bytes).matchAll(objectHeader)].map((match) => ({
    ref: PDFRef.of(Number(match[1]), Number(match[2])),
    object: parsedAt(bytes, match.index + match[0].length, context),
  }));
}

/** Trailer dictionaries (where `/Encrypt` is named); one that does not parse is left to the objects' checks. */
function trailers(bytes: Uint8Array, context: PDFContext): PDFObject[] {
  return [...latin1(bytes).matchAll(trailerKeyword)].flatMap((match) => {
    try {
      return [PDFObjectParser.forBytes(bytes.subarray(match.index + match[0].length), context).parseObject()];
    } catch {
      return [];
    }
  });
}

const isObjectStream = (dict: PDFDict) =>
  dict.lookup(PDFName.of('Type')) === PDFName.of('ObjStm') ||
  (dict.has(PDFName.of('N')) && dict.has(PDFName.of('First')));

/** An object stream's objects, read at the offsets its header lists (as readers read them). */
function objectStreamObjects(dict: PDFDict, decoded: Uint8Array, context: PDFContext): Found[] {
  const count = dict.lookup(PDFName.of('N'));
  const first = dict.lookup(PDFName.of('First'));
  if (!(count instanceof PDFNumber && first instanceof PDFNumber)) throw new PdfRefused('unreadable');
  const start = first.asNumber();
  const numbers = latin1(decoded.subarray(0, start)).trim().split(whitespace);
  if (count.asNumber() * 2 > numbers.length) throw new PdfRefused('unreadable');
  return Array.from({ length: count.asNumber() }, (_, index) => {
    const [number, offset] = [numbers[2 * index], numbers[2 * index + 1]];
    if (!number || !offset || !/^\d+$/.test(number) || !/^\d+$/.test(offset)) {
      throw new PdfRefused('unreadable');
    }
    const at = start + Number(offset);
    if (at >= decoded.length) throw new PdfRefused('unreadable');
    return { ref: PDFRef.of(Number(number)), object: parsedAt(decoded, at, context) };
  });
}

/**
 * Every object of the file and of its object streams, each stream decoded within the budget: object streams
 * exactly (refused when they cannot be), every other stream only to count what it expands to.
 */
export async function pdfObjects(bytes: Uint8Array, budget: DecodeBudget): Promise<PdfObjects> {
  const context = PDFContext.create();
  const byRef = new Map<PDFRef, PDFObject[]>();
  const found: Found[] = [];
  const add = (entries: Found[]) => {
    for (const entry of entries) {
      found.push(entry);
      byRef.set(entry.ref, [...(byRef.get(entry.ref) ?? []), entry.object]);
      context.assign(entry.ref, entry.object);
    }
  };
  add(headedObjects(bytes, context));
  const streams = found.flatMap(({ object }) => (object instanceof PDFRawStream ? [object] : []));
  for (const stream of streams.filter((each) => isObjectStream(each.dict))) {
    add(objectStreamObjects(stream.dict, await decodedStream(stream, budget, true), context));
  }
  for (const stream of streams.filter((each) => !isObjectStream(each.dict))) {
    await decodedStream(stream, budget, false);
  }
  return {
    objects: [...found.map(({ object }) => object), ...trailers(bytes, context)],
    definitions: (ref) => byRef.get(ref) ?? [],
  };
}
