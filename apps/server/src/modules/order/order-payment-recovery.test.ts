import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, goodCard, type Reserved, reservedFrom } from '../../../test/support/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { orders, outbox, paymentNotifications, sandboxPaymentSessions, stockUnits } from '../../db/schema';
import {
  type NotificationDelivery,
  sandboxGateway,
} from '../../platform/adapters/payments/sandbox/sandbox-gateway';
import { fixedClock } from '../../platform/clock';
import { paymentWebhookPath } from '../payment/payment-webhook.routes';

/*
 * Issue 9, done-when 4: a server that dies between payment and its notification loses no paid order. Each
 * gateway below is one instance of the sandbox provider on the same database (as several server processes are);
 * the webhook is the app's.
 */

const hmacKey = '1f'.repeat(32);
const clock = fixedClock('2026-11-22T09:00:00.000Z');
let t: TestApp;
const quiet = { warn: () => {}, error: () => {} };

/** An instance of the sandbox provider posting to the shop's webhook with `deliver`. */
const instance = (deliver: NotificationDelivery) =>
  sandboxGateway({ db: t.database.db, clock, hmacKeys: [hmacKey], deliver, logger: quiet, random: () => 0 });

const toWebhook: NotificationDelivery = async (body) =>
  (await t.app.inject({ method: 'POST', url: paymentWebhookPath, payload: body as object })).statusCode;

async function reserve(configuration: object): Promise<Reserved> {
  return reservedFrom(
    await t.post('/api/Order/place-reservation', { order: { ...buyer, ...configuration } }),
  );
}

async function state(r: Reserved) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, r.orderID));
  const [unit] = await t.database.db
    .select()
    .from(stockUnits)
    .where(eq(stockUnits.vin, order?.vin ?? ''));
  const [session] = await t.database.db
    .select()
    .from(sandboxPaymentSessions)
    .where(eq(sandboxPaymentSessions.id, r.sessionId));
  const emails = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.dedupeKey, `order-confirmation:${r.orderID}`));
  return { order: order?.status, unit: unit?.status, notifiedAt: session?.notifiedAt, emails: emails.length };
}

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SANDBOX_HMAC_KEY: hmacKey } });
});
afterAll(async () => t.close());

describe('sandbox notifications owed by the database', () => {
  it('sends again, from another instance, a notification the paying instance could not deliver', async () => {
    const r = await reserve({ VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-SBM', InteriorID: 'AU-LUX-JBI' });
    const failing = instance(async () => 503);
    const paid = await failing.pay(r.sessionId, r.sessionData, goodCard);
    expect(paid.resultCode).toBe('Authorised');
    await failing.stop();
    expect(await state(r)).toEqual({
      order: 'CheckoutPaymentPage',
      unit: 'reserved',
      notifiedAt: null,
      emails: 0,
    });

    // The browser never comes back and the hold runs out before the next attempt: the card was authorised in
    // time, so the notification (dated when the card was paid) still completes the order.
    clock.advance(11 * 60_000);
    const next = instance(toWebhook);
    expect(await next.redeliverDue()).toEqual({ claimed: 1, delivered: 1 });
    expect(await state(r)).toEqual({ order: 'Ordered', unit: 'sold', notifiedAt: clock.now(), emails: 1 });
    const [notification] = await t.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.merchantReference, r.paymentId));
    expect(notification).toMatchObject({ success: true, outcome: 'ordered' });
    expect(await next.redeliverDue()).toEqual({ claimed: 0, delivered: 0 });
  });

  it('retries a refused delivery after its backoff, not before', async () => {
    const r = await reserve({ VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-SWH', InteriorID: 'AU-LUX-JBI' });
    const failing = instance(async () => 500);
    await failing.pay(r.sessionId, r.sessionData, goodCard);
    await failing.idle();
    expect(await failing.redeliverDue()).toEqual({ claimed: 0, delivered: 0 });
    clock.advance(4_999); // the first retry waits half of 10 s at the least (random 0 here)
    expect(await failing.redeliverDue()).toEqual({ claimed: 0, delivered: 0 });
    clock.advance(1);
    expect(await failing.redeliverDue()).toEqual({ claimed: 1, delivered: 0 });
    await failing.stop();
    clock.advance(10_000);
    expect(await instance(toWebhook).redeliverDue()).toEqual({ claimed: 1, delivered: 1 });
    expect(await state(r)).toMatchObject({ order: 'Ordered', emails: 1 });
  });

  it('takes over, once, a notification whose sender died while sending it', async () => {
    const r = await reserve({ VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-OBM', InteriorID: 'AU-LUX-JBI' });
    // This instance dies mid-send: its delivery never answers, and nothing of it is recorded.
    const dying = instance(() => new Promise<number>(() => {}));
    await dying.pay(r.sessionId, r.sessionData, goodCard);
    const [a, b] = [instance(toWebhook), instance(toWebhook)];
    clock.advance(59_999);
    expect(await a.redeliverDue()).toEqual({ claimed: 0, delivered: 0 });
    clock.advance(1); // the dead sender's lease (60 s) is over
    const rounds = await Promise.all([a.redeliverDue(), b.redeliverDue()]);
    expect(rounds.map((round) => round.claimed).sort()).toEqual([0, 1]);
    expect(await state(r)).toEqual({ order: 'Ordered', unit: 'sold', notifiedAt: clock.now(), emails: 1 });
  });
});

describe('a payment being confirmed', () => {
  it('refuses new payment details while an authorised card awaits its notification, then completes once', async () => {
    const r = await reserve({ VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-SWH', InteriorID: 'AU-LUX-JBI' });
    // Operations drill 3b-3: the card was authorised and the instance died before the card form had its reply.
    const dying = instance(() => new Promise<number>(() => {}));
    await dying.pay(r.sessionId, r.sessionData, goodCard);
    const retry = await t.post(
      '/api/Payment/get-new-payment-ids',
      { orderID: r.orderID, Country: 'AU' },
      { cookie: r.cookie },
    );
    expect(retry.statusCode, retry.body).toBe(409);
    expect(retry.json()).toMatchObject({
      errorCode: 'PaymentBeingConfirmed',
      message: 'Your payment is being confirmed. Please wait a moment.',
    });
    // A reload resumes the same hold with no card form to pay again.
    const resumed = await t.post(
      '/api/Order/get-active-reservation',
      { country: 'AU' },
      { cookie: r.cookie },
    );
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data.order).toMatchObject({ orderID: r.orderID, adyenSessionID: null });
    clock.advance(60_000); // the dead sender's lease
    expect(await instance(toWebhook).redeliverDue()).toEqual({ claimed: 1, delivered: 1 });
    expect(await state(r)).toEqual({ order: 'Ordered', unit: 'sold', notifiedAt: clock.now(), emails: 1 });
  });
});
