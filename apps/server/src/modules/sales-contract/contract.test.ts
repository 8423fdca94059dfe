import { createHash } from 'node:crypto';
import { contractConsentText, orderPriceLines } from '@showroom/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourInStock, threeInStock } from '../../../test/support/checkout-fixtures';
import {
  completeDetails,
  detailsBody,
  download,
  idsBody,
  licenceDoc,
  signReviewed,
} from '../../../test/support/document-fixtures';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { jpegWithMetadata, pngWithMetadata } from '../../../test/support/licence-files';
import { type PlacedOrder, placeOrderAs } from '../../../test/support/owner-fixtures';
import { pdfText } from '../../../test/support/pdf-text';
import { createAccount } from '../../../test/support/sign-in-steps';
import { type Hop, TestBrowser } from '../../../test/support/test-browser';
import { contractSignatures, orderDocuments } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { signInAgain } from '../privacy/privacy.test-support';

/*
 * The contract (spec 002 sections 4, 5 and 8; issue 18) over real HTTP: the draft to review, signing with the
 * consent and a full name after a recent sign-in, what is recorded, the signed PDF's text, and that it stays.
 * And get-finance-status for a finance order.
 */

const clock = fixedClock(new Date());
let shop: HttpApp;
let mia: TestBrowser;
let order: PlacedOrder;
let financeOrder: PlacedOrder;
const account = {
  email: 'mia.contract@example.com',
  password: 'mia-password-1',
  firstName: 'Mia',
  lastName: 'Contract',
  country: 'AU' as const,
};

const json = (hop: Hop) => JSON.parse(hop.body);
const sign = (body: Record<string, unknown>) => signReviewed(mia, order.ids, body);
const details = async () => json(await mia.api('/api/Order/get-order-details-by-yana-ids', order.ids)).data;

beforeAll(async () => {
  shop = await startHttpApp({ clock, env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
  mia = new TestBrowser(shop.origin);
  await createAccount(mia, account);
  const buyer = { FirstName: 'Mia', LastName: 'Contract', Email: account.email };
  order = await placeOrderAs(mia, threeInStock, buyer);
  financeOrder = await placeOrderAs(mia, fourInStock, { ...buyer, PaymentOption: 'Finance' });
});
afterAll(() => shop.close());

describe('signing the contract', () => {
  it('needs the details first', async () => {
    const reply = await sign({ FullName: 'Mia Contract', Consent: true });
    expect(reply.status).toBe(409);
    expect(json(reply)).toMatchObject({
      errorCode: 'DetailsRequired',
      message: 'Please provide your details before signing the contract.',
    });
  });

  it('shows a draft to review once the details are in', async () => {
    const submitted = await mia.api(
      '/api/Order/update-order-details',
      detailsBody(order.ids, { ...completeDetails, Submit: true }, [
        licenceDoc('Drive License Front', jpegWithMetadata()),
        licenceDoc('Drive License Back', pngWithMetadata()),
      ]),
    );
    expect(submitted.status, submitted.body).toBe(200);
    const [draft] = json(
      await mia.api('/api/Documents/get-specific-document', {
        ...idsBody(order.ids),
        Documents: ['Contract'],
      }),
    ).data;
    expect(draft).toMatchObject({
      reportName: 'Vehicle Sales Order Contract (draft)',
      reportType: 'Contract',
    });
    const file = await download(mia, draft.displayUrl);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(file.bytes)).toContain('Not signed yet');
    const listed = json(await mia.api('/api/Documents/get-documents', idsBody(order.ids))).data;
    expect(listed.map((row: { reportType: string }) => row.reportType)).not.toContain('Contract');
  });

  it.each([
    [
      'without the consent box',
      { FullName: 'Mia Contract', Consent: false },
      'Consent',
      'Please tick the box to confirm you have read and agree with the contract.',
    ],
    ['with a one-word name', { FullName: 'Mia', Consent: true }, 'FullName', 'Require Valid Full Name'],
    ['with an empty name', { FullName: '   ', Consent: true }, 'FullName', 'Require Valid Full Name'],
  ])('is refused %s, naming the field', async (_, body, field, message) => {
    const reply = await sign(body);
    expect(reply.status).toBe(400);
    expect(json(reply).details).toEqual([{ field, message }]);
    expect(await shop.database.db.select().from(contractSignatures)).toEqual([]);
  });

  it('asks for a fresh sign-in after 15 minutes', async () => {
    clock.advance(15 * 60_000 + 1000);
    const stale = await sign({ FullName: 'Mia Contract', Consent: true });
    expect(stale.status).toBe(403);
    expect(json(stale).errorCode).toBe('RecentSignInRequired');
    await signInAgain(mia, account.email, account.password);
  });

  it('records who, when, from where and the SHA-256; the PDF shows the order page’s price lines', async () => {
    const reply = await sign({ FullName: '  Mia   Contract ', Consent: true });
    expect(reply.status, reply.body).toBe(200);
    const signed = json(reply).data;
    expect(signed.signedAt).toBe(clock.now().toISOString());

    const order2 = await details();
    expect(order2.orderStatus).toBe('Ordered Confirmed');
    const step = order2.pipeLines.find(
      (s: { pipelineName: string }) => s.pipelineName === 'Sign Your Contract',
    );
    expect(step).toMatchObject({ pipelineBarStepStatus: 1, buttonID: 'DownloadContract' });

    const [signature] = await shop.database.db.select().from(contractSignatures);
    expect(signature).toMatchObject({
      fullName: 'Mia Contract',
      ipAddress: '127.0.0.1',
      sha256: signed.sha256,
    });
    const [contract] = json(
      await mia.api('/api/Documents/get-specific-document', {
        ...idsBody(order.ids),
        Documents: ['Contract'],
      }),
    ).data;
    expect(contract).toMatchObject({ reportName: 'Vehicle Sales Order Contract', key: signed.documentKey });
    const file = await download(mia, contract.downloadUrl);
    expect(createHash('sha256').update(file.bytes).digest('hex')).toBe(signed.sha256);

    const text = (await pdfText(file.bytes)).replace(/\s+/g, ' ');
    const sections = orderPriceLines(order2);
    for (const line of [...sections.selection, ...sections.onRoad, ...sections.savings, ...sections.final]) {
      expect(text).toContain(`${line.label} ${line.amount.replace('−', '-')}`);
    }
    expect(text).toContain('Signed by Mia Contract');
    expect(text).toContain(contractConsentText);
    // The estimated delivery is said once, not 'Estimated delivery Estimated delivery: …' (audit 002 #5).
    expect(text.match(/Estimated delivery/g)).toHaveLength(1);
    expect(text).toContain('LMCT 12345 (SAMPLE)');
    expect(text).toContain(`Order ${order.ids.yanaOrderNo}`);
  });

  it('cannot be signed again or replaced, and the details are then fixed', async () => {
    const again = await sign({ FullName: 'Mia Contract', Consent: true });
    expect(again.status).toBe(409);
    expect(json(again)).toMatchObject({
      errorCode: 'ContractAlreadySigned',
      message:
        'Your contract is already signed. A new version can only be issued by the Cadillac Sales Team.',
    });
    const before = await shop.database.db
      .select()
      .from(orderDocuments)
      .where(eq(orderDocuments.kind, 'Contract'));
    await mia.api('/api/Documents/get-specific-document', { ...idsBody(order.ids), Documents: ['Contract'] });
    expect(
      await shop.database.db.select().from(orderDocuments).where(eq(orderDocuments.kind, 'Contract')),
    ).toEqual(before);
    const listed = json(await mia.api('/api/Documents/get-documents', idsBody(order.ids))).data;
    expect(listed.map((row: { reportType: string }) => row.reportType)).toContain('Contract');
    const change = await mia.api(
      '/api/Order/update-order-details',
      detailsBody(order.ids, { DriveLicenseNumber: '87654321' }),
    );
    expect(change.status).toBe(409);
    expect(json(change).errorCode).toBe('DetailsLocked');
  });
});

describe('get-finance-status', () => {
  it('answers the finance step and the partner’s page for the order’s country', async () => {
    const reply = await mia.api('/api/Order/get-finance-status', idsBody(financeOrder.ids));
    expect(reply.status, reply.body).toBe(200);
    expect(json(reply).data).toEqual({
      financeApplicationStepName: 'Apply For Finance',
      financeApplicationStepLink: 'https://finance.example.com.au/cadillac/apply',
      lenderName: 'Sample Lender Australia',
      applied: false,
    });
    // The order page's details link the same application page (spec 002 3.14 linkToFinanceApplication).
    const details = await mia.api('/api/Order/get-order-details-by-yana-ids', {
      yanaCustomerID: financeOrder.ids.yanaCustomerID,
      yanaCustomerNo: financeOrder.ids.yanaCustomerNo,
      yanaOrderID: financeOrder.ids.yanaOrderID,
      yanaOrderNo: financeOrder.ids.yanaOrderNo,
      country: financeOrder.ids.country,
    });
    expect(json(details).data.linkToFinanceApplication).toBe('https://finance.example.com.au/cadillac/apply');
  });

  it('refuses a cash order and another customer’s order', async () => {
    const cash = await mia.api('/api/Order/get-finance-status', idsBody(order.ids));
    expect(cash.status).toBe(409);
    expect(json(cash).errorCode).toBe('NotFinance');
    const stranger = new TestBrowser(shop.origin);
    await createAccount(stranger, { ...account, email: 'someone.else@example.com' });
    expect((await stranger.api('/api/Order/get-finance-status', idsBody(financeOrder.ids))).status).toBe(404);
  });
});
