import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, fourInStock, type Reserved, reservedFrom } from '../../../test/support/checkout-fixtures';
import { signedNotification } from '../../../test/support/payment-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { orderPayments, orders, outbox } from '../../db/schema';
import { fixedClock } from '../../platform/clock';

/*
 * Payment notifications on real orders (issue 15.13): a verified notification moves an order only when it is
 * for its payment session's amount and currency, and the authorisation time is ours, never the notification's.
 */

const hmacKey = '0f'.repeat(32);
const clock = fixedClock('2026-11-22T09:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { SANDBOX_HMAC_KEY: hmacKey, RESERVE_RATE_LIMIT_PER_MINUTE: '100' },
  });
});
afterAll(() => t.close());

async function reserved(): Promise<Reserved> {
  return reservedFrom(await t.post('/api/Order/place-reservation', { order: { ...buyer, ...fourInStock } }));
}

function notify(overrides: Parameters<typeof signedNotification>[1]) {
  return t.post('/webhooks/payments', signedNotification(hmacKey, overrides));
}

async function orderStatus(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row?.status;
}

async function paymentStatus(id: string) {
  const [row] = await t.database.db.select().from(orderPayments).where(eq(orderPayments.id, id));
  return row?.status;
}

const confirmations = async (r: Reserved) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.template, 'order-confirmation'))).filter((m) =>
    m.dedupeKey?.endsWith(r.orderID),
  );

describe('payment notifications on real orders', () => {
  it('never completes an order from an authorisation of another amount or currency: flagged for refund', async () => {
    for (const wrong of [{ value: 1 }, { currency: 'NZD' }, { value: 100_001 }]) {
      const r = await reserved();
      const res = await notify({
        merchantReference: r.paymentId,
        pspReference: `WRONG-${r.paymentId}`,
        ...wrong,
      });
      expect(res.statusCode).toBe(200);
      expect(await orderStatus(r.orderID)).toBe('CheckoutPaymentPage');
      expect(await paymentStatus(r.paymentId)).toBe('refund_due');
      expect(await confirmations(r)).toHaveLength(0);
    }
  });

  it('takes the authorisation time from our clock, not the notification’s eventDate', async () => {
    const r = await reserved();
    clock.advance(661_000); // past the hold (600 s countdown and 60 s grace)
    await notify({
      merchantReference: r.paymentId,
      pspReference: 'BACKDATED-1',
      eventDate: '2026-11-22T09:00:01.000Z', // claims to be within the hold
    });
    expect(await orderStatus(r.orderID)).not.toBe('Ordered');
    expect(await paymentStatus(r.paymentId)).toBe('refund_due');
  });

  it('keeps an order paid when a refusal arrives after its authorisation, and stores a duplicate once', async () => {
    const r = await reserved();
    const authorisation = { merchantReference: r.paymentId, pspReference: 'AUTH-OK-1' };
    await notify(authorisation);
    await notify(authorisation);
    expect(await orderStatus(r.orderID)).toBe('Ordered');
    // The refusal of an earlier try of the same payment, delivered late (an out-of-order pair).
    await notify({ merchantReference: r.paymentId, pspReference: 'AUTH-REFUSED-0', success: 'false' });
    expect(await orderStatus(r.orderID)).toBe('Ordered');
    expect(await paymentStatus(r.paymentId)).toBe('authorised');
    expect(await confirmations(r)).toHaveLength(1);
  });

  it('flags a second card payment on a paid order for refund', async () => {
    const r = await reserved();
    const second = (
      await t.post(
        '/api/Payment/get-new-payment-ids',
        { orderID: r.orderID, Country: 'AU' },
        { cookie: r.cookie },
      )
    ).json().data;
    await notify({ merchantReference: r.paymentId, pspReference: 'FIRST-CARD' });
    expect(await orderStatus(r.orderID)).toBe('Ordered');
    await notify({ merchantReference: second.rdPaymentTransactionID, pspReference: 'SECOND-CARD' });
    expect(await paymentStatus(second.rdPaymentTransactionID)).toBe('refund_due');
    expect(await paymentStatus(r.paymentId)).toBe('authorised');
    expect(await orderStatus(r.orderID)).toBe('Ordered');
  });
});
