import { getOrderDetailsByYanaIds, getPaymentInfo, paymentSummaryPath } from '@showroom/contract';
import { cents, formatMoney } from '@showroom/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  fourInStock,
  payInSandbox,
  type Reserved,
  reservedFrom,
  threeInStock,
  yanaIds,
} from '../../../test/support/checkout-fixtures';
import { pdfText } from '../../../test/support/pdf-text';
import { createTestApp, type TestApp, testOrigin } from '../../../test/support/test-app';
import { balancePayments, orderEvents, orders, outbox } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import type { AppError } from '../../platform/http/app-error';
import { balanceRecorder } from './balance-recorder';

/*
 * Paying the balance (issue 17): the Arrange Payment figures (balance from the snapshot less what was paid, the
 * order number as reference, the due date from the delivery date and the state's holidays, the market's bank
 * account), the back office's balance recorder (tracker, history, receipt email) and the payment summary PDF.
 */

const clock = fixedClock('2026-11-23T09:00:00.000Z');
let t: TestApp;
let paid: Reserved;
let other: Reserved;

const info = async (r: Reserved, ids = yanaIds(r)) => t.post(getPaymentInfo.path, ids, { cookie: r.cookie });
const recorder = () => balanceRecorder({ db: t.database.db, clock, publicOrigin: testOrigin });

async function placed(configuration: object): Promise<Reserved> {
  const r = reservedFrom(
    await t.post('/api/Order/place-reservation', { order: { ...buyer, ...configuration } }),
  );
  await payInSandbox(t, r);
  return r;
}

async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
  paid = await placed(threeInStock);
  other = await placed(fourInStock);
});
afterAll(async () => t.close());

describe('Arrange Payment', () => {
  it('answers the balance, the order number as reference and the market’s bank account; no due date yet', async () => {
    const reply = await info(paid);
    expect(reply.statusCode, reply.body).toBe(200);
    const data = getPaymentInfo.reply.parse(reply.json()).data;
    const row = await orderRow(paid.orderID);
    expect(data).toMatchObject({
      YanaOrderNo: paid.orderNo,
      Balance: row.driveAwayCents - row.depositCents,
      PaymentDueDate: null,
      Country: 'AU',
      BankDetails: { AccountName: 'Cadillac Showroom Pty Ltd', BSBNumber: '062-000' },
    });
  });

  it('dates the payment 3 business days before delivery, over the state’s holidays', async () => {
    // Delivery Thursday 30 December 2027: the 27th and 28th are Christmas's and Boxing Day's substitute days in
    // NSW (the buyer's state), the 25th and 26th a weekend: three business days back is Thursday the 23rd.
    await t.database.db.update(orders).set({ deliveryDate: '2027-12-30' }).where(eq(orders.id, paid.orderID));
    const data = getPaymentInfo.reply.parse((await info(paid)).json()).data;
    expect(data.PaymentDueDate).toBe('23.12.2027');
    const details = await t.post(getOrderDetailsByYanaIds.path, yanaIds(paid), { cookie: paid.cookie });
    expect(details.json().data.paymentDueDate).toBe('23.12.2027');
    // The payment summary writes it as the pages do (audit 002 #11).
    const query = new URLSearchParams(yanaIds(paid)).toString();
    const pdf = await t.get(`${paymentSummaryPath}?${query}`, { cookie: paid.cookie });
    expect(await pdfText(pdf.rawPayload)).toContain('Payment due Thursday, 23 December 2027');
  });

  it('answers 404 to anyone but the order’s owner and 400 for bad ids', async () => {
    expect((await info(paid, yanaIds(other))).statusCode).toBe(404);
    expect((await t.post(getPaymentInfo.path, yanaIds(paid))).statusCode).toBe(404);
    const bad = await info(paid, { ...yanaIds(paid), country: 'US' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the balance recorder', () => {
  it('refuses bad input with the field at fault and writes nothing', async () => {
    const record = (input: Partial<Parameters<ReturnType<typeof recorder>['recordBalancePayment']>[0]>) =>
      recorder().recordBalancePayment(
        { orderId: paid.orderID, amountCents: 100, receivedOn: '2026-11-23', ...input },
        { staffId: 'jane.staff' },
      );
    const fieldOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 'accepted',
        (error: AppError) => `${error.statusCode} ${error.details?.[0]?.field ?? error.errorCode}`,
      );
    expect(await fieldOf(record({ amountCents: 0 }))).toBe('400 amountCents');
    expect(await fieldOf(record({ amountCents: 12.5 }))).toBe('400 amountCents');
    expect(await fieldOf(record({ receivedOn: '23/11/2026' }))).toBe('400 receivedOn');
    expect(await fieldOf(record({ orderId: 'no-such-order' }))).toBe('404 NotFound');
    expect(await fieldOf(record({ amountCents: 99_999_999 }))).toBe('400 amountCents');
    const rows = await t.database.db.select().from(balancePayments);
    expect(rows).toEqual([]);
  });

  it('records part payments in the history, then BalanceReceived with the last one, each with a receipt', async () => {
    const row = await orderRow(paid.orderID);
    const owed = row.driveAwayCents - row.depositCents;
    const tooEarly = recorder().recordBalancePayment(
      { orderId: paid.orderID, amountCents: 100, receivedOn: '2026-11-26' },
      { staffId: 'jane.staff' },
    );
    await expect(tooEarly).rejects.toMatchObject({ statusCode: 400, details: [{ field: 'receivedOn' }] });
    clock.set('2026-11-26T01:00:00.000Z'); // 26 November in Sydney
    const first = await recorder().recordBalancePayment(
      { orderId: paid.orderID, amountCents: 5_000_000, receivedOn: '2026-11-24', reference: paid.orderNo },
      { staffId: 'jane.staff' },
    );
    expect(first).toMatchObject({ balanceCents: owed - 5_000_000, paidInFull: false });
    expect((await orderRow(paid.orderID)).milestones.balanceReceived).toBeUndefined();

    const last = await recorder().recordBalancePayment(
      { orderId: paid.orderID, amountCents: owed - 5_000_000, receivedOn: '2026-11-26' },
      { staffId: 'jane.staff' },
    );
    expect(last).toMatchObject({ balanceCents: 0, paidInFull: true });
    const after = await orderRow(paid.orderID);
    expect(after.milestones.balanceReceived).toBe(clock.now().toISOString());
    const [event] = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, paid.orderID), eq(orderEvents.event, 'BalanceReceived')));
    expect(event).toMatchObject({ actor: 'staff', actorId: 'jane.staff' });

    const details = (
      await t.post(getOrderDetailsByYanaIds.path, yanaIds(paid), { cookie: paid.cookie })
    ).json().data;
    expect(details.currentBalance).toBe(0);
    expect(details.orderPaymentHistory.map((p: { paymentName: string }) => p.paymentName)).toEqual([
      'Deposit',
      'Balance payment (bank transfer)',
      'Balance payment (bank transfer)',
    ]);
    const receipts = await t.database.db.select().from(outbox).where(eq(outbox.template, 'balance-receipt'));
    expect(receipts).toHaveLength(2);
    expect(receipts.map((mail) => mail.subject)).toEqual([
      `Payment received for order ${paid.orderNo}`,
      `Payment received for order ${paid.orderNo}`,
    ]);

    const more = recorder().recordBalancePayment(
      { orderId: paid.orderID, amountCents: 1, receivedOn: '2026-11-23' },
      { staffId: 'jane.staff' },
    );
    await expect(more).rejects.toMatchObject({ statusCode: 400, details: [{ field: 'amountCents' }] });
  });
});

describe('the payment summary PDF', () => {
  it('holds the page’s figures: each payment, the balance, the due date and the reference', async () => {
    const query = new URLSearchParams(yanaIds(other)).toString();
    const reply = await t.get(`${paymentSummaryPath}?${query}`, { cookie: other.cookie });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toContain(`payment-summary-${other.orderNo}.pdf`);
    const text = await pdfText(reply.rawPayload);
    const page = getPaymentInfo.reply.parse((await info(other)).json()).data;
    const money = (value: number) => formatMoney(cents(value));
    const row = await orderRow(other.orderID);
    expect(text).toContain('Payment summary');
    expect(text).toContain(other.orderNo);
    expect(text).toContain(`Balance owing ${money(page.Balance)}`);
    expect(text).toContain(`Deposit ${money(row.depositCents)}`);
    expect(text).toContain(`Drive-away price ${money(row.driveAwayCents)}`);
    expect(text).toContain('Follows from your delivery date');
    expect(text).toContain(`Payment reference ${other.orderNo}`);
  });

  it('is refused to another customer', async () => {
    const query = new URLSearchParams(yanaIds(other)).toString();
    expect((await t.get(`${paymentSummaryPath}?${query}`, { cookie: paid.cookie })).statusCode).toBe(404);
    const bad = new URLSearchParams({ ...yanaIds(other), country: 'FR' }).toString();
    expect((await t.get(`${paymentSummaryPath}?${bad}`, { cookie: other.cookie })).statusCode).toBe(400);
  });
});
