import { PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  javascriptUriOpenAction,
  pdfBomb,
  pdfWithPageEntries,
  scriptAfterCrOnlyStreamKeyword,
  scriptInHexObjectStream,
  scriptInPaddedObjectStream,
} from '../../../test/support/hostile-pdfs';
import { pdfWithHiddenJavaScript, pdfWithJavaScript, plainPdf } from '../../../test/support/licence-files';
import { dealerDetails } from '../dealer/dealer-details';
import { contractPdf } from '../sales-contract/contract-pdf';
import { inspectPdf } from './pdf-active-content';
import { pdfInspectionLimits } from './pdf-inspector';

/*
 * The PDF check on pdf-lib's objects (security probe N6) and its decoding budget (N3), in this thread: the worker
 * that runs it in the server is `pdf-inspector.test.ts`'s.
 */

const inspected = (bytes: Uint8Array, decodedBytes = pdfInspectionLimits.decodedBytes) =>
  inspectPdf(bytes, decodedBytes);
const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('PDFs with active content (probe N6)', () => {
  it('refuses a script in an object stream encoded with ASCIIHexDecode', async () => {
    expect(await inspected(scriptInHexObjectStream())).toBe('activeContent');
  });

  it('refuses a script in a Flate object stream padded past 40 MB: read whole, or over the budget', async () => {
    const padded = scriptInPaddedObjectStream();
    expect(await inspected(padded)).toBe('activeContent');
    expect(await inspected(padded, 1024 * 1024)).toBe('tooComplex');
  });

  it('refuses a script in an object stream whose `stream` keyword ends with CR alone', async () => {
    expect(await inspected(scriptAfterCrOnlyStreamKeyword())).toBe('activeContent');
  });

  it('refuses an open action that follows a javascript: link', async () => {
    expect(await inspected(javascriptUriOpenAction())).toBe('activeContent');
  });

  it.each([
    ['additional actions (/AA)', '/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>'],
    ['a launch action', '/Annots [<< /Subtype /Link /Rect [0 0 9 9] /A << /S /Launch /F (calc.exe) >> >>]'],
    [
      'a remote go-to (/GoToR)',
      '/Annots [<< /Subtype /Link /Rect [0 0 9 9] /A << /S /GoToR /F (x.pdf) /D [0 /Fit] >> >>]',
    ],
    ['a named action', '/Annots [<< /Subtype /Link /Rect [0 0 9 9] /A << /S /Named /N /Print >> >>]'],
    [
      'a form that submits',
      '/Annots [<< /Subtype /Widget /A << /S /SubmitForm /F (https://x.example/) >> >>]',
    ],
    ['a data import', '/Annots [<< /Subtype /Widget /A << /S /ImportData /F (x.fdf) >> >>]'],
    ['rich media', '/Annots [<< /Subtype /RichMedia /Rect [0 0 9 9] >>]'],
    ['an embedded file', '/Annots [<< /Subtype /FileAttachment /FS << /EF << /F 9 0 R >> >> >>]'],
    ['a script (/JS)', '/Annots [<< /Subtype /Link /A << /JS (app.alert(1)) >> >>]'],
    ['a name spelt with #xx escapes', '/Annots [<< /Subtype /Link /A << /S /J#61vaScript /J#53 (x) >> >>]'],
    [
      'a javascript: link in octal escapes',
      '/Annots [<< /Subtype /Link /A << /S /URI /URI (\\152avascript:alert\\(1\\)) >> >>]',
    ],
    [
      'a javascript: link in UTF-16',
      `/Annots [<< /Subtype /Link /A << /S /URI /URI <FEFF${Buffer.from('javascript:x', 'utf16le').swap16().toString('hex')}> >> >>]`,
    ],
    ['a file: link', '/Annots [<< /Subtype /Link /A << /S /URI /URI (file:///etc/passwd) >> >>]'],
  ])('refuses %s', async (_, entries) => {
    expect(await inspected(pdfWithPageEntries(entries))).toBe('activeContent');
  });

  it('refuses an open action that opens even a web page, and the scripts of the earlier probes', async () => {
    const opening = latin1(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n2 0 obj << /S /URI /URI (https://x.example/) >> endobj\n',
    );
    expect(await inspected(opening)).toBe('activeContent');
    expect(await inspected(pdfWithJavaScript())).toBe('activeContent');
    expect(await inspected(pdfWithHiddenJavaScript())).toBe('activeContent');
  });

  it('finds an object a reader reaches by offset inside another object’s string or stream, or behind comments', async () => {
    const hidden = latin1(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction [3 0 R /Fit] >> endobj\n' +
        '2 0 obj << /Length 9999 >>\nstream\n3 0 obj << /S /Launch /F (calc.exe) >> endobj\nendstream endobj\n' +
        '4 0 obj (5 0 obj << /S /JavaScript /JS (x) >> endobj) endobj\n',
    );
    expect(await inspected(hidden)).toBe('activeContent');
    const commented = latin1(
      '%PDF-1.4\n1 %a\n0 %b\nobj << /Type /Catalog /OpenAction << /S /Launch /F (calc.exe) >> >> endobj\n',
    );
    expect(await inspected(commented)).toBe('activeContent');
  });
});

describe('PDFs the check cannot read (fail closed)', () => {
  const withObjectStream = (dictionary: string, data: string) =>
    latin1(
      `%PDF-1.5\n1 0 obj << /Type /Catalog >> endobj\n4 0 obj << /Type /ObjStm ${dictionary} /Length ${data.length} >>\nstream\n${data}\nendstream\nendobj\n`,
    );

  it.each([
    [
      'an object stream in a filter pdf-lib cannot decode',
      withObjectStream('/N 1 /First 4 /Filter /DCTDecode', '3 0 << >>'),
    ],
    [
      'an object stream with a predictor',
      withObjectStream('/N 1 /First 4 /Filter /ASCIIHexDecode /DecodeParms << /Predictor 12 >>', '33>'),
    ],
    ['an object stream whose offsets do not lead to objects', withObjectStream('/N 2 /First 4', '3 0 << >>')],
    ['an object stream without its /N and /First', withObjectStream('', '3 0 obj << >> endobj')],
    [
      'damaged Flate data in an object stream',
      withObjectStream('/N 1 /First 4 /Filter /FlateDecode', 'not zlib'),
    ],
    [
      'an object that does not parse',
      latin1('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n2 0 obj << /S ) >> endobj\n'),
    ],
    [
      'an encrypted file',
      latin1('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R /Encrypt 2 0 R >>\n'),
    ],
    ['a file without a catalog', latin1('%PDF-1.4\n<</S /JavaScript /JS (app.alert(1))>>\n%%EOF')],
  ])('refuses %s as unreadable', async (_, bytes) => {
    expect(await inspected(bytes)).toBe('unreadable');
  });
});

describe('plain PDFs', () => {
  it('accepts the shop’s own contract', async () => {
    const contract = await contractPdf(
      {
        orderNumber: 'SR-100001',
        issuedOn: '2 March 2027',
        dealer: dealerDetails.AU,
        buyer: [{ label: 'Name', value: 'Mia Docs' }],
        handover: [{ label: 'Pick-up', value: 'Sydney' }],
        payment: [{ label: 'Deposit', value: '$1,000.00' }],
        prices: {
          selection: [{ label: 'LYRIQ Luxury', amount: '$105,000.00' }],
          onRoad: [],
          savings: [],
          final: [{ label: 'Drive-away price', amount: '$118,040.00' }],
        },
        signature: { fullName: 'Mia Docs', signedAt: '2 March 2027 10:00', ipAddress: '203.0.113.9' },
      },
      new Date('2027-03-02T00:00:00Z'),
    );
    expect(await inspected(contract)).toBe('plain');
  });

  it('accepts a scan written with object streams and a web link, and the simplest PDF', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage();
    page.drawText('Driver licence', {
      font: await document.embedFont(StandardFonts.Helvetica),
      x: 50,
      y: 700,
    });
    const link = document.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [0, 0, 10, 10],
      A: { S: 'URI', URI: PDFString.of('https://www.cadillac.com/au/') },
    });
    page.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(link)]));
    expect(await inspected(await document.save({ useObjectStreams: true }))).toBe('plain');
    expect(await inspected(plainPdf())).toBe('plain');
  });
});

describe('the decoding budget (probe N3)', () => {
  it('refuses at the first stream past the budget, and accepts what fits', async () => {
    expect(await inspected(pdfBomb(2))).toBe('tooComplex');
    expect(await inspected(pdfBomb(1))).toBe('plain');
  });
});
