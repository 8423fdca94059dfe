import { crc32, deflateSync } from 'node:zlib';

/*
 * Licence files for the documents tests, made here byte by byte: a real 2×2 PNG and a JPEG's segment structure,
 * each carrying metadata that must not reach the store, and PDFs with and without active content.
 */

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 2×2 red PNG with a tEXt chunk naming a place (metadata to strip). */
export function pngWithMetadata(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('tEXt', Buffer.from('Location\0GPS -33.8688 151.2093', 'latin1')),
    pngChunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** A JPEG's structure (JFIF, EXIF with a GPS position, a comment, tables, scan) as a phone camera writes it. */
export function jpegWithMetadata(scanBytes = 64): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from('Exif\0\0GPSLatitude -33.8688 SerialNumber 12345', 'latin1')),
    segment(0xfe, Buffer.from('Taken at 1 Secret Street', 'latin1')),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xc0, Buffer.from([8, 0, 2, 0, 2, 1, 1, 0x11, 0])),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.alloc(scanBytes, 0x55),
    Buffer.from([0xff, 0xd9]),
  ]);
}

const pdf = (objects: string[]) =>
  Buffer.from(`%PDF-1.4\n${objects.join('\n')}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');

export const plainPdf = () =>
  pdf([
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
  ]);

export const pdfWithJavaScript = () =>
  pdf([
    '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    "3 0 obj << /S /JavaScript /JS (app.alert('hi')) >> endobj",
  ]);

/** The same script, its name spelt with `#xx` escapes and hidden inside a compressed object stream. */
export function pdfWithHiddenJavaScript(): Buffer {
  const hidden = deflateSync(
    Buffer.from("3 0 obj << /S /J#61vaScript /J#53 (app.alert('hi')) >> endobj", 'latin1'),
  );
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.5\n1 0 obj << /Type /Catalog /OpenAction 3 0 R >> endobj\n4 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n',
      'latin1',
    ),
    hidden,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

/** A Linux executable renamed to look like a photo. */
export const renamedExecutable = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);
