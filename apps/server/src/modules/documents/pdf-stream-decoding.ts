import { createInflate, inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
} from '@cantoo/pdf-lib';

/*
 * Decoding a PDF's streams within a budget (security probe N3): every byte a file's streams decode to counts against
 * one budget per file, and the file is refused at the first stream that goes over it, so a "zip bomb" costs at most
 * the budget. Flate is inflated by Node's zlib (native speed) with the budget left as its output limit; the other
 * standard filters (LZW, ASCII85, ASCIIHex, RunLength) by pdf-lib's decoders, read a block at a time.
 */

/** Why a PDF is refused before its objects are judged. */
export class PdfRefused extends Error {
  constructor(readonly verdict: 'unreadable' | 'tooComplex') {
    super(verdict);
  }
}

/** What is left of a file's decoding budget; taking more than is left refuses the file. */
export class DecodeBudget {
  constructor(private left: number) {}

  get remaining() {
    return Math.max(this.left, 0);
  }

  take(bytes: number) {
    this.left -= bytes;
    if (this.left < 0) throw new PdfRefused('tooComplex');
  }
}

const flate = PDFName.of('FlateDecode');
const libraryFilters = new Set(
  ['LZWDecode', 'ASCII85Decode', 'ASCIIHexDecode', 'RunLengthDecode'].map((name) => PDFName.of(name)),
);
const blockBytes = 1024 * 1024;

type Filter = { name: PDFName; params: PDFObject | undefined };

/** The stream's filters in the order they apply, undefined when the entries are not names (and params). */
function filtersOf(dict: PDFDict): Filter[] | undefined {
  const filter = dict.lookup(PDFName.of('Filter'));
  const params = dict.lookup(PDFName.of('DecodeParms'));
  if (filter === undefined) return [];
  if (filter instanceof PDFName) return [{ name: filter, params }];
  if (!(filter instanceof PDFArray)) return undefined;
  const names = filter.asArray().map((entry) => dict.context.lookup(entry));
  if (!names.every((name) => name instanceof PDFName)) return undefined;
  return names.map((name, index) => ({
    name: name as PDFName,
    params: params instanceof PDFArray ? dict.context.lookup(params.get(index)) : undefined,
  }));
}

/** Whether the filter's parameters ask for a predictor (PNG or TIFF differencing), which pdf-lib does not undo. */
function predicted(params: PDFObject | undefined): boolean {
  if (!(params instanceof PDFDict)) return false;
  const predictor = params.lookup(PDFName.of('Predictor'));
  return predictor instanceof PDFNumber && predictor.asNumber() > 1;
}

type Step = { bytes: Uint8Array; complete: boolean };

/** Inflates damaged Flate data as a stream, counting what it gives before the damage against the budget. */
function partlyInflated(data: Uint8Array, budget: DecodeBudget): Promise<Step> {
  return new Promise((resolve, reject) => {
    const inflate = createInflate({ chunkSize: blockBytes });
    inflate.on('data', (chunk: Buffer) => {
      try {
        budget.take(chunk.length);
      } catch (refusal) {
        inflate.destroy();
        reject(refusal);
      }
    });
    inflate.on('error', () => resolve({ bytes: new Uint8Array(0), complete: false }));
    inflate.on('end', () => resolve({ bytes: new Uint8Array(0), complete: false }));
    inflate.end(data);
  });
}

/** Inflates Flate data within what is left of the budget (in this worker thread, so synchronously). */
async function inflated(data: Uint8Array, budget: DecodeBudget): Promise<Step> {
  let bytes: Buffer;
  try {
    bytes = inflateSync(data, { maxOutputLength: budget.remaining + 1 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new PdfRefused('tooComplex');
    return partlyInflated(data, budget);
  }
  budget.take(bytes.length);
  return { bytes, complete: true };
}

/** One of the other standard filters through pdf-lib's decoder, a block at a time within the budget. */
function libraryDecoded(context: PDFContext, data: Uint8Array, filter: Filter, budget: DecodeBudget): Step {
  const dict = context.obj({ Filter: filter.name });
  if (filter.params instanceof PDFDict) dict.set(PDFName.of('DecodeParms'), filter.params);
  const stream = decodePDFRawStream(PDFRawStream.of(dict, data));
  const blocks: Uint8Array[] = [];
  try {
    for (let block = stream.getBytes(blockBytes); block.length > 0; block = stream.getBytes(blockBytes)) {
      budget.take(block.length);
      blocks.push(Uint8Array.from(block));
    }
  } catch (error) {
    if (error instanceof PdfRefused) throw error;
    return { bytes: Buffer.concat(blocks), complete: false };
  }
  return { bytes: Buffer.concat(blocks), complete: true };
}

/**
 * The stream's decoded bytes, counted against the budget. With `exact` (object streams, whose objects must be
 * read as a reader reads them) anything short of a complete decoding refuses the file as unreadable: a filter
 * neither zlib nor pdf-lib decodes, a predictor, damaged data. Otherwise (content, images, fonts) decoding stops
 * quietly at the first filter it cannot apply, having counted what it produced.
 */
export async function decodedStream(
  stream: PDFRawStream,
  budget: DecodeBudget,
  exact: boolean,
): Promise<Uint8Array> {
  const filters = filtersOf(stream.dict);
  if (!filters) {
    if (exact) throw new PdfRefused('unreadable');
    return new Uint8Array(0);
  }
  let bytes: Uint8Array = stream.contents;
  for (const filter of filters) {
    const known = filter.name === flate || libraryFilters.has(filter.name);
    if (!known || (exact && predicted(filter.params))) {
      if (exact) throw new PdfRefused('unreadable');
      return bytes;
    }
    const step =
      filter.name === flate
        ? await inflated(bytes, budget)
        : libraryDecoded(stream.dict.context, bytes, filter, budget);
    if (!step.complete && exact) throw new PdfRefused('unreadable');
    bytes = step.bytes;
    if (!step.complete) return bytes;
  }
  return bytes;
}
