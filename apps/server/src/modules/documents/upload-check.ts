import { maxUploadBytes, orderDetailsTexts, type UploadType } from '@showroom/domain';
import { reencodedImage } from './licence-image';
import type { PdfVerdict } from './pdf-active-content';
import type { PdfInspector } from './pdf-inspector';

/*
 * What a licence image may be (spec 002 section 3 "Documents"; issue 18; security probe N3, N5, N6): at most 10 MB
 * of JPEG, PNG or PDF, the type read from the content (magic bytes), never from the file name or the browser's
 * content type. Images are stored re-encoded, without any metadata (`licence-image.ts`); PDFs that carry scripts,
 * actions, forms or embedded files are refused, judged off the event loop (`pdf-inspector.ts`).
 */

export type UploadCheck =
  | { ok: true; contentType: UploadType; bytes: Uint8Array }
  | { ok: false; message: string };

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
const jpegMagic = [0xff, 0xd8, 0xff];
const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pdfMagic = [...'%PDF-'].map((c) => c.charCodeAt(0));

/** Whether the bytes begin as a PDF does (`%PDF-`). */
export const looksLikePdf = (bytes: Uint8Array) => startsWith(bytes, pdfMagic);

const pdfRefusals: Record<Exclude<PdfVerdict, 'plain'>, string> = {
  activeContent: orderDetailsTexts.activeContent,
  unreadable: orderDetailsTexts.damaged,
  tooComplex: orderDetailsTexts.tooComplex,
};

async function image(bytes: Uint8Array, contentType: 'image/jpeg' | 'image/png'): Promise<UploadCheck> {
  const reencoded = await reencodedImage(bytes, contentType);
  return reencoded
    ? { ok: true, contentType, bytes: reencoded }
    : { ok: false, message: orderDetailsTexts.damaged };
}

/** Checks one uploaded file and gives back the bytes to store. */
export async function checkUpload(bytes: Uint8Array, pdfs: PdfInspector): Promise<UploadCheck> {
  if (bytes.length > maxUploadBytes) return { ok: false, message: orderDetailsTexts.tooLarge };
  if (startsWith(bytes, jpegMagic)) return image(bytes, 'image/jpeg');
  if (startsWith(bytes, pngMagic)) return image(bytes, 'image/png');
  if (looksLikePdf(bytes)) {
    const verdict = await pdfs.inspect(bytes);
    return verdict === 'plain'
      ? { ok: true, contentType: 'application/pdf', bytes }
      : { ok: false, message: pdfRefusals[verdict] };
  }
  return { ok: false, message: orderDetailsTexts.wrongType };
}
