import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/*
 * Licence files for the documents tests, made here: a real 2×2 PNG and real JPEGs, each carrying metadata that
 * must not reach the store, and PDFs with and without active content (the hostile ones in `hostile-pdfs.ts`).
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

/** A display-P3 ICC profile as libvips embeds it in a PNG (the iCCP chunk's data after its name). */
const p3Png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0a0' } })
  .png()
  .withIccProfile('p3')
  .toBuffer();
const iccpAt = p3Png.indexOf('iCCP', 8, 'latin1');
const p3Profile = (() => {
  const data = p3Png.subarray(iccpAt + 4, iccpAt + 4 + p3Png.readUInt32BE(iccpAt - 4));
  return data.subarray(data.indexOf(0) + 1);
})();

/**
 * The 2×2 PNG with every place metadata hides: an ICC profile named after the camera's serial (kept by the old
 * chunk filter), text, EXIF, and HTML after the image's end.
 */
export function pngWithEverything(): Buffer {
  const png = pngWithMetadata();
  const afterHeader = 8 + 25;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    pngChunk('iCCP', Buffer.concat([Buffer.from('SN-SECRET-777\0', 'latin1'), p3Profile])),
    pngChunk('eXIf', Buffer.from('MM\0*\0\0\0\x08SerialNumber SN-SECRET-777', 'latin1')),
    png.subarray(afterHeader),
    Buffer.from('<html><script>alert(document.cookie)</script></html>', 'latin1'),
  ]);
}

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** A real 24×16 JPEG without metadata, encoded by libvips (tests decode what the shop stores). */
export const plainJpeg = await sharp({
  create: { width: 24, height: 16, channels: 3, background: '#c03' },
})
  .jpeg()
  .toBuffer();

/** The EXIF block a phone camera writes (GPS position, camera serial), as text the tests look for. */
const exif = (serial: string) =>
  segment(
    0xe1,
    Buffer.from(`Exif\0\0GPSLatitude -33.8688 GPSLongitude 151.2093 SerialNumber ${serial}`, 'latin1'),
  );

/** A photo as a phone camera writes it: EXIF with a GPS position and serial, and a comment, before the picture. */
export function jpegWithMetadata(): Buffer {
  return Buffer.concat([
    plainJpeg.subarray(0, 2),
    exif('12345'),
    segment(0xfe, Buffer.from('Taken at 1 Secret Street', 'latin1')),
    plainJpeg.subarray(2),
  ]);
}

/**
 * Security probe N5: a clean JPEG, an extra end-of-image marker, then a second JPEG carrying EXIF (GPS, serial
 * SN-SECRET-777) with HTML in its scan data, as some phones append images (MPO, gain maps, thumbnails).
 */
export function jpegWithAppendedExif(): Buffer {
  return Buffer.concat([
    plainJpeg,
    Buffer.from([0xff, 0xd9]),
    Buffer.from([0xff, 0xd8]),
    exif('SN-SECRET-777'),
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>', 'latin1'),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A photo taken with the phone turned (EXIF orientation 6: shown rotated 90°), its EXIF naming the camera. */
export const sidewaysJpeg = await sharp({
  create: { width: 24, height: 16, channels: 3, background: '#00c' },
})
  .jpeg()
  .withMetadata({ orientation: 6 })
  .withExif({ IFD0: { Make: 'SN-SECRET-777 phone' } })
  .toBuffer();

/** JPEG magic bytes on a file one byte over 10 MB. */
export const oversizedJpeg = () =>
  Buffer.concat([plainJpeg, Buffer.alloc(10 * 1024 * 1024 + 1 - plainJpeg.length)]);

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

/** The same script, its names spelt with `#xx` escapes, inside a compressed object stream. */
export function pdfWithHiddenJavaScript(): Buffer {
  const objects = Buffer.from("3 0 << /S /J#61vaScript /J#53 (app.alert('hi')) >>", 'latin1');
  const hidden = deflateSync(objects);
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.5\n1 0 obj << /Type /Catalog /OpenAction 3 0 R >> endobj\n4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`,
      'latin1',
    ),
    hidden,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

/** A Linux executable renamed to look like a photo. */
export const renamedExecutable = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);
