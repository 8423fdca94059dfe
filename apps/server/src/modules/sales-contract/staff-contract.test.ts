import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourInStock, threeInStock } from '../../../test/support/checkout-fixtures';
import {
  completeDetails,
  detailsBody,
  download,
  idsBody,
  licenceDoc,
  reviewedContract,
  signReviewed,
} from '../../../test/support/document-fixtures';
import { scriptInHexObjectStream } from '../../../test/support/hostile-pdfs';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { jpegWithMetadata, pngWithMetadata } from '../../../test/support/licence-files';
import { type PlacedOrder, placeOrderAs } from '../../../test/support/owner-fixtures';
import { pdfText } from '../../../test/support/pdf-text';
import { createAccount } from '../../../test/support/sign-in-steps';
import { dataOf, staffBrowser } from '../../../test/support/staff-fixtures';
import { type Hop, TestBrowser } from '../../../test/support/test-browser';
import { contractAttachments, contractSignatures, orderDocuments, staffAuditLog } from '../../db/schema';

/*
 * Staff issue the contract before signing (issue 22) over real HTTP: a customer and a viewer are refused, a file
 * that is not a PDF is a 400 naming `file`, an attached PDF is what the customer downloads and signs, a regenerated
 * contract replaces it, every change is audited with the document before and after, and a signed contract is a 409.
 */

let shop: HttpApp;
let customer: TestBrowser;
let sales: TestBrowser;
let viewer: TestBrowser;
let order: PlacedOrder;
let raced: PlacedOrder;
const account = {
  email: 'ivy.contract@example.com',
  password: 'ivy-password-1',
  firstName: 'Ivy',
  lastName: 'Issued',
  country: 'AU' as const,
};
const json = (hop: Hop) => JSON.parse(hop.body);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const attachedPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\n% Corrected contract for Ivy Issued\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const attach = (browser: TestBrowser, bytes: Buffer, fileName = 'corrected.pdf', of = () => order) =>
  browser.api('/api/staff/orders/contract/attach', {
    orderId: of().ids.yanaOrderID,
    fileName,
    file: bytes.toString('base64'),
  });
const regenerate = (browser: TestBrowser) =>
  browser.api('/api/staff/orders/contract/regenerate', { orderId: order.ids.yanaOrderID });

/** The contract the customer is shown on the order page, downloaded. */
async function customersContract() {
  const reply = await customer.api('/api/Documents/get-specific-document', {
    ...idsBody(order.ids),
    Documents: ['Contract'],
  });
  expect(reply.status, reply.body).toBe(200);
  const [contract] = json(reply).data;
  return { contract, bytes: (await download(customer, contract.downloadUrl)).bytes };
}

const auditOf = (action: string) =>
  shop.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.action, action))
    .then((rows) => rows.filter((row) => row.entityId === order.ids.yanaOrderID));

beforeAll(async () => {
  shop = await startHttpApp();
  customer = new TestBrowser(shop.origin);
  await createAccount(customer, account);
  order = await placeOrderAs(customer, threeInStock, {
    FirstName: account.firstName,
    LastName: account.lastName,
    Email: account.email,
  });
  raced = await placeOrderAs(customer, fourInStock, {
    FirstName: account.firstName,
    LastName: account.lastName,
    Email: account.email,
  });
  for (const placed of [order, raced]) {
    const submitted = await customer.api(
      '/api/Order/update-order-details',
      detailsBody(placed.ids, { ...completeDetails, Submit: true }, [
        licenceDoc('Drive License Front', jpegWithMetadata()),
        licenceDoc('Drive License Back', pngWithMetadata()),
      ]),
    );
    expect(submitted.status, submitted.body).toBe(200);
  }
  sales = await staffBrowser(shop, 'sales.contract@shop.example', 'sales');
  viewer = await staffBrowser(shop, 'viewer.contract@shop.example', 'viewer', 1);
});
afterAll(async () => shop?.close());

describe('the contract in the back office', () => {
  it('is refused to a customer session on every call, and to a viewer for changes', async () => {
    const orderId = order.ids.yanaOrderID;
    for (const browser of [customer, viewer]) {
      expect((await regenerate(browser)).status).toBe(403);
      expect((await attach(browser, attachedPdf)).status).toBe(403);
    }
    expect(json(await regenerate(customer)).errorCode).toBe('StaffOnly');
    expect(json(await regenerate(viewer)).errorCode).toBe('StaffRoleRequired');
    expect((await customer.api('/api/staff/orders/contract', { orderId })).status).toBe(403);
    expect((await customer.request(`/api/staff/orders/contract.pdf?orderId=${orderId}`)).status).toBe(403);
    const read = await viewer.api('/api/staff/orders/contract', { orderId });
    expect(read.status).toBe(200);
    expect(dataOf(read.body)).toMatchObject({ status: 'none', document: null, signedAt: null });
    expect(await shop.database.db.select().from(contractAttachments)).toEqual([]);
    expect(await auditOf('contract-attached')).toEqual([]);
  });

  it('refuses a file that is not a PDF, naming the file field, and writes nothing', async () => {
    const png = await attach(sales, pngWithMetadata(), 'contract.pdf');
    expect(png.status).toBe(400);
    expect(json(png).details).toEqual([
      { field: 'file', message: 'The contract must be a PDF file; this file is not one.' },
    ]);
    const notBase64 = await sales.api('/api/staff/orders/contract/attach', {
      orderId: order.ids.yanaOrderID,
      fileName: 'x.pdf',
      file: 'not base64!',
    });
    expect(notBase64.status).toBe(400);
    expect(json(notBase64).details[0].field).toBe('file');
    const scripted = await attach(
      sales,
      Buffer.from('%PDF-1.4\n<</S /JavaScript /JS (app.alert(1))>>\n%%EOF'),
    );
    expect(scripted.status).toBe(400);
    expect(json(scripted).details[0].field).toBe('file');
    // Security probe N6: a script in an ASCIIHex object stream, which the old byte scan did not decode.
    const hidden = await attach(sales, scriptInHexObjectStream());
    expect(hidden.status).toBe(400);
    expect(json(hidden).details).toEqual([
      { field: 'file', message: 'PDFs with scripts, actions or embedded files cannot be attached.' },
    ]);
    expect(await shop.database.db.select().from(contractAttachments)).toEqual([]);
    expect(await auditOf('contract-attached')).toEqual([]);
  });

  it('attaches a PDF: the customer downloads exactly it; audited with the document before and after', async () => {
    const draft = await customersContract();
    expect(await pdfText(draft.bytes)).toContain('Not signed yet');
    const reply = await attach(sales, attachedPdf);
    expect(reply.status, reply.body).toBe(200);
    const attached = dataOf(reply.body);
    expect(attached).toMatchObject({
      status: 'attached',
      document: { sha256: sha256(attachedPdf), byteSize: attachedPdf.length, fileName: 'corrected.pdf' },
    });
    const seen = await customersContract();
    expect(sha256(seen.bytes)).toBe(sha256(attachedPdf));
    expect(seen.contract.reportName).toBe('Vehicle Sales Order Contract (draft)');
    // Opening it again does not replace it with a generated draft.
    expect(sha256((await customersContract()).bytes)).toBe(sha256(attachedPdf));
    const staffCopy = await sales.request(`/api/staff/orders/contract.pdf?orderId=${order.ids.yanaOrderID}`);
    expect(staffCopy.status).toBe(200);

    const [entry] = await auditOf('contract-attached');
    expect(entry).toMatchObject({ staffEmail: 'sales.contract@shop.example', entity: 'order' });
    expect(entry?.before).toMatchObject({ status: 'draft', document: { sha256: sha256(draft.bytes) } });
    expect(entry?.after).toMatchObject({
      status: 'attached',
      document: { id: attached.document.id, sha256: sha256(attachedPdf) },
    });
  });

  it('regenerates from the order: the customer then downloads the generated contract, not the attached PDF', async () => {
    const reply = await regenerate(sales);
    expect(reply.status, reply.body).toBe(200);
    const regenerated = dataOf(reply.body);
    expect(regenerated).toMatchObject({ status: 'draft', document: { fileName: null } });
    expect(regenerated.document.sha256).not.toBe(sha256(attachedPdf));
    expect(await shop.database.db.select().from(contractAttachments)).toEqual([]);
    const seen = await customersContract();
    expect(sha256(seen.bytes)).not.toBe(sha256(attachedPdf));
    const text = await pdfText(seen.bytes);
    expect(text).toContain(`Order ${order.ids.yanaOrderNo}`);
    expect(text).toContain('Not signed yet');
    const [entry] = await auditOf('contract-regenerated');
    expect(entry?.before).toMatchObject({ status: 'attached', document: { sha256: sha256(attachedPdf) } });
    expect(entry?.after).toMatchObject({
      status: 'draft',
      document: { sha256: regenerated.document.sha256, fileName: null },
    });
  });

  it('refuses a signature of a version replaced since the customer opened it, then signs the one reopened (probe N7)', async () => {
    expect((await attach(sales, attachedPdf, 'final.pdf')).status).toBe(200);
    const opened = await reviewedContract(customer, order.ids);
    expect(opened).toBe(sha256(attachedPdf));
    // Sales regenerate the contract after the customer opened the attached one: the signature names the old one.
    expect((await regenerate(sales)).status).toBe(200);
    const stale = await customer.api('/api/Order/sign-contract', {
      ...idsBody(order.ids),
      ContractSha256: opened,
      FullName: 'Ivy Issued',
      Consent: true,
    });
    expect(stale.status, stale.body).toBe(409);
    expect(json(stale)).toMatchObject({
      errorCode: 'ContractChanged',
      message:
        'The Cadillac Sales Team has just issued a new version of your contract. Please review it before signing.',
    });
    expect(await shop.database.db.select().from(contractSignatures)).toEqual([]);
  });

  it('the customer signs the attached PDF as it is; then both changes are a 409 with a readable message', async () => {
    expect((await attach(sales, attachedPdf, 'final.pdf')).status).toBe(200);
    const signed = await signReviewed(customer, order.ids, {
      FullName: 'Ivy Issued',
      Consent: true,
    });
    expect(signed.status, signed.body).toBe(200);
    expect(json(signed).data.sha256).toBe(sha256(attachedPdf));
    const [signature] = await shop.database.db.select().from(contractSignatures);
    expect(signature?.sha256).toBe(sha256(attachedPdf));
    const seen = await customersContract();
    expect(seen.contract.reportName).toBe('Vehicle Sales Order Contract');
    expect(sha256(seen.bytes)).toBe(sha256(attachedPdf));

    const auditBefore = (await shop.database.db.select().from(staffAuditLog)).length;
    for (const refused of [await regenerate(sales), await attach(sales, attachedPdf)]) {
      expect(refused.status).toBe(409);
      expect(json(refused)).toMatchObject({
        errorCode: 'ContractAlreadySigned',
        message:
          'The customer has already signed this contract, so it can no longer be regenerated or replaced.',
      });
    }
    expect(await shop.database.db.select().from(staffAuditLog)).toHaveLength(auditBefore);
    expect(sha256((await customersContract()).bytes)).toBe(sha256(attachedPdf));
    const state = dataOf(
      (await viewer.api('/api/staff/orders/contract', { orderId: order.ids.yanaOrderID })).body,
    );
    expect(state).toMatchObject({ status: 'signed', signedBy: 'Ivy Issued' });
  });
});

describe('staff attaching while the customer signs', () => {
  it('ends with a signature of the version the customer opened, or none, whichever goes first', async () => {
    const other = Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\n% A late correction\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    );
    const opened = await reviewedContract(customer, raced.ids);
    const [attached, signed] = await Promise.all([
      attach(sales, other, 'late.pdf', () => raced),
      customer.api('/api/Order/sign-contract', {
        ...idsBody(raced.ids),
        ContractSha256: opened,
        FullName: 'Ivy Issued',
        Consent: true,
      }),
    ]);
    const outcomes = [attached.status, signed.status];
    expect(outcomes, `${attached.body} ${signed.body}`).toContain(200);
    expect(outcomes.every((status) => status === 200 || status === 409)).toBe(true);
    const [signature] = await shop.database.db
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.orderId, raced.ids.yanaOrderID));
    const [onFile] = await shop.database.db
      .select()
      .from(orderDocuments)
      .where(eq(orderDocuments.id, signature?.documentId ?? '00000000-0000-0000-0000-000000000000'));
    if (signed.status === 200) {
      // Signed first: the signature names the version on file, and the attach after it was refused.
      expect(signature?.sha256).toBe(onFile?.sha256);
      expect(json(attached).errorCode).toBe('ContractAlreadySigned');
    } else {
      // Attached first: the customer never opened the new PDF, so their signature of the old one is refused.
      expect(json(signed).errorCode).toBe('ContractChanged');
      expect(signature).toBeUndefined();
      expect(attached.status).toBe(200);
    }
  });
});
