import { getNewPaymentIds, saveRetryPayment } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  goodCard,
  payInSandbox,
  type Reserved,
  refusingCard,
  reservedFrom,
  threeInStock,
} from '../../../test/support/checkout-fixtures';
import { recordEvents } from '../../../test/support/owner-fixtures';
import { signedNotification } from '../../../test/support/payment-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { depositRefundsDue, orderPayments, orders, paymentNotifications } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { paymentWebhookPath } from '../payment/payment-webhook.routes';

/*
 * Re-try Payment on an order whose deposit was refused (issue 17): the refusal is logged, a new session is opened
 * for the same order, the good card's authorisation completes the order once, and a second authorised
 * notification for the same retry is stored and flagged for refund, never counted as a second deposit.
 */

const hmacKey = '2e'.repeat(32);
const clock = fixedClock('2026-11-23T09:00:00.000Z');
let t: TestApp;
let r: Reserved;

const call = (path: string, body: object) => t.post(path, body, { cookie: r.cookie });
const retryBody = (SessionID: string, SessionResult: string, Country = 'AU') => ({
  order: { OrderID: r.orderID, Country },
  adyenSession: { SessionID, SessionResult, ResultCode: 'Authorised' },
});

async function payments() {
  return t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, r.orderID));
}

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SANDBOX_HMAC_KEY: hmacKey } });
  r = reservedFrom(await t.post('/api/Order/place-reservation', { order: { ...buyer, ...threeInStock } }));
});
afterAll(async () => t.close());

describe('Re-try Payment', () => {
  let retryPaymentId = '';

  it('logs the refusal and answers the spec’s refusal text to a refused session', async () => {
    const refused = await payInSandbox(t, r, refusingCard);
    expect(refused.resultCode).toBe('Refused');
    const log = await call('/api/Payment/save-payment-log', {
      order: { OrderID: r.orderID },
      adyenSession: { SessionID: r.sessionId, ResultCode: 'Refused' },
    });
    expect(log.statusCode, log.body).toBe(200);
    const saved = await call(saveRetryPayment.path, retryBody(r.sessionId, refused.sessionResult));
    expect(saved.statusCode).toBe(409);
    expect(saved.json().message).toBe(
      'Your credit card details have been refused, please re-enter your details.',
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, r.orderID));
    expect(order?.status).toBe('CheckoutPaymentPage');
  });

  it('pays the same order through a new session and counts the deposit once', async () => {
    const fresh = await call(getNewPaymentIds.path, { orderID: r.orderID, Country: 'AU' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const ids = getNewPaymentIds.reply.parse(fresh.json()).data;
    retryPaymentId = ids.rdPaymentTransactionID;
    const paid = await payInSandbox(
      t,
      { sessionId: ids.adyenSessionID ?? '', sessionData: ids.adyenSessionData ?? '' },
      goodCard,
    );
    expect(paid.resultCode).toBe('Authorised');
    const saved = await call(saveRetryPayment.path, retryBody(ids.adyenSessionID ?? '', paid.sessionResult));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ orderStatus: 'Ordered' });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, r.orderID));
    expect(order?.status).toBe('Ordered');
    expect((await payments()).map((p) => p.status).sort()).toEqual(['authorised', 'refused']);
  });

  it('flags a second authorised notification for the same retry for refund, once', async () => {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, r.orderID));
    const second = signedNotification(hmacKey, {
      merchantReference: retryPaymentId,
      pspReference: 'PSP-SECOND-CHARGE',
      value: order?.depositCents ?? 0,
    });
    for (const attempt of [1, 2]) {
      const reply = await t.app.inject({ method: 'POST', url: paymentWebhookPath, payload: second });
      expect(reply.statusCode, `delivery ${attempt}`).toBe(200);
    }
    const deposits = (await payments()).filter((p) => p.status === 'authorised');
    expect(deposits).toHaveLength(1);
    expect(deposits[0]?.pspReference).not.toBe('PSP-SECOND-CHARGE');
    const refunds = await t.database.db
      .select()
      .from(depositRefundsDue)
      .where(eq(depositRefundsDue.orderId, r.orderID));
    expect(refunds).toEqual([
      expect.objectContaining({
        pspReference: 'PSP-SECOND-CHARGE',
        paymentId: retryPaymentId,
        amountCents: order?.depositCents,
        reason: 'second authorisation of the same payment',
        refundedAt: null,
      }),
    ]);
    const [stored] = await t.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.pspReference, 'PSP-SECOND-CHARGE'));
    expect(stored?.outcome).toBe('flagged-for-refund: AuthorisedTwice');
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, r.orderID));
    expect(after?.status).toBe('Ordered');
  });

  it('answers a new session for a paid, then a cancelled order DepositNoLongerPayable, never that a reservation expired', async () => {
    const askAgain = () => call(getNewPaymentIds.path, { orderID: r.orderID, Country: 'AU' });
    const paid = await askAgain();
    await recordEvents(t.database, r.orderID, [
      { event: { type: 'OrderCancelled', reason: 'Asked by phone' }, actor: 'staff', at: clock.now() },
    ]);
    const cancelled = await askAgain();
    for (const reply of [paid, cancelled]) {
      expect(reply.statusCode, reply.body).toBe(409);
      expect(reply.json()).toMatchObject({
        errorCode: 'DepositNoLongerPayable',
        message: expect.stringContaining('no longer waiting for its deposit'),
      });
      expect(reply.json().message).toContain('1800 CADILLAC (223455)');
      expect(reply.json().message).not.toMatch(/expired/i);
    }
    expect(await payments()).toHaveLength(2);
  });

  it('tells an order whose hold ran out that its deposit cannot be paid here, not that a reservation expired', async () => {
    const late = reservedFrom(
      await t.post('/api/Order/place-reservation', { order: { ...buyer, ...threeInStock } }),
    );
    const paid = await payInSandbox(t, late, refusingCard);
    clock.advance(60 * 60_000);
    const reply = await t.post(
      saveRetryPayment.path,
      {
        order: { OrderID: late.orderID, Country: 'AU' },
        adyenSession: { SessionID: late.sessionId, SessionResult: paid.sessionResult },
      },
      { cookie: late.cookie },
    );
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      errorCode: 'DepositNoLongerPayable',
      message: expect.stringContaining('1800 CADILLAC (223455)'),
    });
    expect(reply.json().message).not.toMatch(/expired/i);
  });

  it('answers 400 for a bad body and 404 for someone else’s order', async () => {
    expect((await call(saveRetryPayment.path, { order: { OrderID: r.orderID } })).statusCode).toBe(400);
    const stranger = await t.post(saveRetryPayment.path, retryBody('nope', 'x'));
    expect(stranger.statusCode).toBe(404);
  });
});
