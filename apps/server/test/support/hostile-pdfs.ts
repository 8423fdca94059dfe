import { deflateSync } from 'node:zlib';

/*
 * The PDFs of security probe N3 and N6 (../shared/audits/security-probe.md), built here byte by byte: scripts
 * hidden where a byte scan does not look, an action that runs a `javascript:` link, and a "zip bomb".
 */

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A one-object-stream PDF whose catalog opens object 3, a script kept in the stream. */
function objectStreamPdf(filter: string, data: Buffer, afterStreamKeyword = '\n'): Buffer {
  return Buffer.concat([
    latin1(
      '%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
        `4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /${filter} /Length ${data.length} >>\nstream${afterStreamKeyword}`,
    ),
    data,
    latin1('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** Object 3 of the object stream: `3 0` (number and offset), then the script action. */
const scriptObject = latin1("3 0 << /S /JavaScript /JS (app.alert('N6')) >>");

/** N6: the script in an object stream encoded with ASCIIHexDecode (only Flate was decoded). */
export const scriptInHexObjectStream = () =>
  objectStreamPdf('ASCIIHexDecode', latin1(`${scriptObject.toString('hex')}>`));

/** N6: the script in a Flate object stream padded to 41 MB (past the old 40 MB inflation cap). */
export const scriptInPaddedObjectStream = () =>
  objectStreamPdf(
    'FlateDecode',
    deflateSync(Buffer.concat([scriptObject, Buffer.alloc(41 * 1024 * 1024, 0x20)])),
  );

/** N6: the script in a Flate object stream whose `stream` keyword ends with CR alone. */
export const scriptAfterCrOnlyStreamKeyword = () =>
  objectStreamPdf('FlateDecode', deflateSync(scriptObject), '\r');

const pdf = (objects: string[]) =>
  latin1(`%PDF-1.4\n${objects.join('\n')}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

/** N6: an open action that follows a `javascript:` link. */
export const javascriptUriOpenAction = () =>
  pdf([
    '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (javascript:alert\\(document.domain\\)) >> >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
  ]);

/** A one-page PDF whose page carries `entries` (an action, an annotation) in its dictionary. */
export const pdfWithPageEntries = (entries: string) =>
  pdf([
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${entries} >> endobj`,
  ]);

let inflatingTo41Mb: Buffer | undefined;

/**
 * N3: `streams` Flate streams that each inflate to 41 MB of spaces (about 41 KB each), as the probe's `bomb2.mjs`
 * builds them. The old check inflated every one to its 40 MB cap on the event loop.
 */
export function pdfBomb(streams: number): Buffer {
  inflatingTo41Mb ??= deflateSync(Buffer.alloc(41 * 1024 * 1024, 0x20));
  const spaces = inflatingTo41Mb;
  const objects = Array.from({ length: streams }, (_, index) =>
    Buffer.concat([
      latin1(`${index + 3} 0 obj << /Filter /FlateDecode /Length ${spaces.length} >>\nstream\n`),
      spaces,
      latin1('\nendstream endobj\n'),
    ]),
  );
  return Buffer.concat([
    latin1(
      '%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n',
    ),
    ...objects,
    latin1('trailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}
