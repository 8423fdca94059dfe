import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';
import { type PdfObjects, pdfObjects } from './pdf-objects';
import { DecodeBudget, PdfRefused } from './pdf-stream-decoding';

/*
 * Whether a PDF may be stored (spec 002 section 3 "Documents"; security probe N6): refused when any of its objects
 * (`pdf-objects.ts`) carries scripts, actions that run or fetch something, forms that submit, or embedded files,
 * judged on pdf-lib's parsed objects (names with their `#xx` escapes decoded, strings with theirs), never on the
 * raw bytes.
 */

export type PdfVerdict = 'plain' | 'activeContent' | 'unreadable' | 'tooComplex';

/** Names (as keys or values) of scripts, actions beyond going to a page or a web link, forms and attachments. */
const activeNames = new Set<PDFName>(
  [
    'JavaScript',
    'JS',
    'AA',
    'Launch',
    'GoToR',
    'GoToE',
    'Named',
    'SubmitForm',
    'ImportData',
    'XFA',
    'RichMedia',
    'RichMediaExecute',
    'Rendition',
    'Movie',
    'Sound',
    '3D',
    'EmbeddedFile',
    'EmbeddedFiles',
    'EF',
    'FileAttachment',
  ].map((name) => PDFName.of(name)),
);

const uri = PDFName.of('URI');
const openAction = PDFName.of('OpenAction');
const goTo = PDFName.of('GoTo');
const catalog = PDFName.of('Catalog');

/** A link a reader may follow: a web page or an email address; `javascript:`, `file:` and relative ones are not. */
const safeLink = /^(?:https?:\/\/|mailto:)/i;

function resolved(found: PdfObjects, value: PDFObject): PDFObject[] {
  return value instanceof PDFRef ? found.definitions(value) : [value];
}

/** A `/URI` entry: a link's target (a string) or the document's base-URI dictionary. */
function unsafeUri(found: PdfObjects, value: PDFObject): boolean {
  return resolved(found, value).some((target) =>
    target instanceof PDFString || target instanceof PDFHexString
      ? !safeLink.test(target.decodeText())
      : !(target instanceof PDFDict),
  );
}

/** An `/OpenAction` runs as the file opens: only a destination, or going to one, is harmless. */
function unsafeOpenAction(found: PdfObjects, value: PDFObject): boolean {
  return resolved(found, value).some(
    (target) => target instanceof PDFDict && target.get(PDFName.of('S')) !== goTo,
  );
}

/** Whether a dictionary entry makes the file active. */
function activeEntry(found: PdfObjects, key: PDFName, value: PDFObject): boolean {
  if (activeNames.has(key)) return true;
  if (key === uri) return unsafeUri(found, value);
  if (key === openAction) return unsafeOpenAction(found, value);
  return false;
}

/** The verdict on objects that were all found and decoded. */
function judged(found: PdfObjects): PdfVerdict {
  let hasCatalog = false;
  let encrypted = false;
  const pending = [...found.objects];
  for (let object = pending.pop(); object; object = pending.pop()) {
    if (object instanceof PDFRawStream) pending.push(object.dict);
    else if (object instanceof PDFArray) for (const item of object.asArray()) pending.push(item);
    else if (object instanceof PDFName && activeNames.has(object)) return 'activeContent';
    else if (object instanceof PDFDict) {
      if (object.get(PDFName.Type) === catalog) hasCatalog = true;
      if (object.has(PDFName.of('Encrypt'))) encrypted = true;
      for (const [key, value] of object.entries()) {
        if (activeEntry(found, key, value)) return 'activeContent';
        pending.push(value);
      }
    }
  }
  // An encrypted file's strings and streams cannot be read without its key; a file without a catalog is no PDF.
  return encrypted || !hasCatalog ? 'unreadable' : 'plain';
}

/** The verdict on a PDF, its streams decoding to at most `decodedBytes` in all. Never throws. */
export async function inspectPdf(bytes: Uint8Array, decodedBytes: number): Promise<PdfVerdict> {
  try {
    return judged(await pdfObjects(bytes, new DecodeBudget(decodedBytes)));
  } catch (error) {
    return error instanceof PdfRefused ? error.verdict : 'unreadable';
  }
}
