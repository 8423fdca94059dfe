import { crc32, inflateSync } from 'node:zlib';
import { maxUploadBytes, orderDetailsTexts, type UploadType } from '@showroom/domain';

/*
 * What a licence image may be (spec 002 section 3 "Documents"; issue 18): at most 10 MB of JPEG, PNG or PDF, the
 * type read from the content (magic bytes), never from the file name or the browser's content type. Images are
 * stored without their metadata (EXIF with GPS position and camera serials, XMP, comments); PDFs that carry
 * scripts, launch actions or embedded files are refused.
 */

export type UploadCheck =
  | { ok: true; contentType: UploadType; bytes: Uint8Array }
  | { ok: false; message: string };

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
const jpegMagic = [0xff, 0xd8, 0xff];
const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pdfMagic = [...'%PDF-'].map((c) => c.charCodeAt(0));

const damaged = { ok: false, message: orderDetailsTexts.damaged } as const;

/** The JPEG without its APP1–APP15 (EXIF, XMP, ICC, maker notes) and comment segments; undefined if malformed. */
export function strippedJpeg(bytes: Uint8Array): Uint8Array | undefined {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    if (marker === 0xda) {
      // Start of scan: the compressed image follows up to the end-of-image marker.
      const end = lastIndexOfEoi(bytes);
      if (end < at) return undefined;
      kept.push(bytes.subarray(at, end + 2));
      return concat(kept);
    }
    const metadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!metadata) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  return undefined;
}

function lastIndexOfEoi(bytes: Uint8Array): number {
  for (let i = bytes.length - 2; i >= 0; i--) if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return i;
  return -1;
}

/** Chunks an image needs to look right; text, time, EXIF and unknown chunks are dropped. */
const pngChunksKept = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'pHYs',
  'bKGD',
]);

/** The PNG with only its image chunks, each CRC checked; undefined if malformed. */
export function strippedPng(bytes: Uint8Array): Uint8Array | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return undefined;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (first !== (type === 'IHDR')) return undefined;
    first = false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) return undefined;
    if (pngChunksKept.has(type)) kept.push(bytes.subarray(at, end));
    if (type === 'IEND') return concat(kept);
    at = end;
  }
  return undefined;
}

const activePdfNames =
  /\/(?:JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA|SubmitForm|ImportData)\b/;

/** `#4A` escapes in PDF names spell letters: `/J#61vaScript` is `/JavaScript`. */
const unescapedNames = (text: string) =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * Whether a PDF carries active content anywhere: in its objects, or inside compressed streams (object streams
 * hide dictionaries there). A stream that does not inflate is scanned as it is.
 */
export function pdfHasActiveContent(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString('latin1');
  if (activePdfNames.test(unescapedNames(text))) return true;
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: 4 * maxUploadBytes });
      if (activePdfNames.test(unescapedNames(inflated.toString('latin1')))) return true;
    } catch {
      // Not a Flate stream (an image, or already scanned as plain text above).
    }
    streams.lastIndex = end;
  }
  return false;
}

function concat(parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts));
}

/** Checks one uploaded file and gives back the bytes to store. */
export function checkUpload(bytes: Uint8Array): UploadCheck {
  if (bytes.length > maxUploadBytes) return { ok: false, message: orderDetailsTexts.tooLarge };
  if (startsWith(bytes, jpegMagic)) {
    const stripped = strippedJpeg(bytes);
    return stripped ? { ok: true, contentType: 'image/jpeg', bytes: stripped } : damaged;
  }
  if (startsWith(bytes, pngMagic)) {
    const stripped = strippedPng(bytes);
    return stripped ? { ok: true, contentType: 'image/png', bytes: stripped } : damaged;
  }
  if (startsWith(bytes, pdfMagic)) {
    if (pdfHasActiveContent(bytes)) return { ok: false, message: orderDetailsTexts.activeContent };
    return { ok: true, contentType: 'application/pdf', bytes };
  }
  return { ok: false, message: orderDetailsTexts.wrongType };
}
