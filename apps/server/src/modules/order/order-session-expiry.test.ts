import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  fourInStock,
  payInSandbox,
  type Reserved,
  reservedFrom,
} from '../../../test/support/checkout-fixtures';
import { type FakeGoogleMaps, startFakeGoogleMaps } from '../../../test/support/fake-google-maps';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { orders } from '../../db/schema';
import { isSandbox } from '../../platform/adapters/payments/payment-adapters';
import { fixedClock } from '../../platform/clock';

/*
 * Issue 14.6: a payment session ends with the hold it pays for. The provider refuses the card after the hold
 * (the sandbox's form, Adyen's `expiresAt`), and an extended hold pays through a new session.
 */

const clock = fixedClock('2026-11-22T09:00:00.000Z');
let t: TestApp;

const reserve = async (app: TestApp) =>
  reservedFrom(
    await app.post('/api/Order/place-reservation', { order: { ...buyer, ...fourInStock }, hasLogin: false }),
  );
const holdEnd = async (app: TestApp, r: Reserved) => {
  const [order] = await app.database.db.select().from(orders).where(eq(orders.id, r.orderID));
  return order?.reservedUntil;
};
const extend = (app: TestApp, r: Reserved) =>
  app.post('/api/Order/extend-reservation-countdown', { country: 'AU' }, { cookie: r.cookie });
const activeSession = async (app: TestApp, r: Reserved) => {
  const reply = await app.post('/api/Order/get-active-reservation', { country: 'AU' }, { cookie: r.cookie });
  expect(reply.statusCode, reply.body).toBe(200);
  const order = reply.json().data.order;
  return { sessionId: order.adyenSessionID as string, sessionData: order.adyenSessionData as string };
};
const newPaymentIds = async (app: TestApp, r: Reserved) => {
  const reply = await app.post(
    '/api/Payment/get-new-payment-ids',
    { orderID: r.orderID, Country: 'AU' },
    { cookie: r.cookie },
  );
  expect(reply.statusCode, reply.body).toBe(200);
  const ids = reply.json().data;
  return { sessionId: ids.adyenSessionID as string, sessionData: ids.adyenSessionData as string };
};

async function sandboxExpiry(sessionId: string) {
  const gateway = t.app.paymentGateway;
  if (!isSandbox(gateway)) throw new Error('the sandbox runs these tests');
  return (await gateway.findSession(sessionId))?.expiresAt;
}

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
});
afterAll(async () => t.close());

describe('payment sessions end with the hold (sandbox)', () => {
  it('opens every session of a reservation to expire exactly when its hold ends', async () => {
    const r = await reserve(t);
    const end = await holdEnd(t, r);
    expect(end).toEqual(new Date(clock.now().getTime() + 660_000));
    expect(await sandboxExpiry(r.sessionId)).toEqual(end);
    const next = await newPaymentIds(t, r);
    expect(await sandboxExpiry(next.sessionId)).toEqual(end);
  });

  it('gives an extended hold a new session, refuses the old one after the old hold, and pays the new one', async () => {
    const r = await reserve(t);
    const firstEnd = await holdEnd(t, r);
    // While the hold runs unchanged, coming back to the checkout resumes the same session.
    expect((await activeSession(t, r)).sessionId).toBe(r.sessionId);

    clock.advance(600_000); // the countdown is at zero: the reminder's grace minute runs
    expect((await extend(t, r)).json().data).toMatchObject({ extended: true, reservationExtensionCount: 1 });
    const secondEnd = await holdEnd(t, r);
    expect(secondEnd).toEqual(new Date(clock.now().getTime() + 660_000));

    const resumed = await activeSession(t, r);
    expect(resumed.sessionId).not.toBe(r.sessionId);
    expect(await sandboxExpiry(resumed.sessionId)).toEqual(secondEnd);
    const renewed = await newPaymentIds(t, r);
    expect(await sandboxExpiry(renewed.sessionId)).toEqual(secondEnd);
    expect(await sandboxExpiry(r.sessionId)).toEqual(firstEnd);

    clock.advance(61_000); // past the first hold's end, well inside the extended one
    const old = await t.post(`/sandbox-pay/sessions/${r.sessionId}/payments`, {
      sessionData: r.sessionData,
      number: '4111 1111 1111 1111',
      expiry: '03/30',
      cvc: '737',
      holderName: 'Jo Citizen',
      billingAddress: { street: '1 George St', city: 'Sydney', postalCode: '2000', stateOrProvince: 'NSW' },
    });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ errorCode: 'SessionExpired' });

    const paid = await payInSandbox(t, renewed);
    expect(paid.resultCode).toBe('Authorised');
    const placed = await t.post(
      '/api/Order/place-order',
      {
        order: { OrderID: r.orderID },
        adyenSession: { SessionID: renewed.sessionId, SessionResult: paid.sessionResult },
      },
      { cookie: r.cookie },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, r.orderID));
    expect(order?.status).toBe('Ordered');
  });
});

describe('payment sessions end with the hold (Adyen)', () => {
  let fake: FakeGoogleMaps;
  let adyen: TestApp;
  const hmacKey = 'DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00';

  beforeAll(async () => {
    fake = await startFakeGoogleMaps();
    let sessions = 0;
    // Adyen's documented /sessions reply: it echoes the expiry it was asked for.
    fake.on('/v71/sessions', (request) => {
      sessions += 1;
      const body = request.body as { reference: string; expiresAt: string; amount: object };
      return {
        status: 201,
        json: {
          id: `CSADYEN${sessions}`,
          sessionData: `Ab02b4c0!${sessions}`,
          reference: body.reference,
          amount: body.amount,
          expiresAt: body.expiresAt,
          merchantAccount: 'ShowroomAU',
        },
      };
    });
    adyen = await createTestApp({
      clock,
      env: {
        RESERVE_RATE_LIMIT_PER_MINUTE: '100',
        ADYEN_API_KEY: 'test_API_KEY_SENTINEL',
        ADYEN_MERCHANT_ACCOUNT: 'ShowroomAU',
        ADYEN_CLIENT_KEY: 'test_CLIENTKEY',
        ADYEN_HMAC_KEY: hmacKey,
        ADYEN_CHECKOUT_URL: `${fake.url}/v71`,
      },
    });
  });
  afterAll(async () => {
    await adyen.close();
    await fake.close();
  });

  it('asks Adyen for sessions expiring at the hold end, and a new one at the extended hold end', async () => {
    fake.requests.length = 0;
    const r = await reserve(adyen);
    const firstEnd = await holdEnd(adyen, r);
    const expiries = () =>
      fake.requests
        .filter((request) => request.path === '/v71/sessions')
        .map((request) => (request.body as { expiresAt: string }).expiresAt);
    expect(expiries()).toEqual([firstEnd?.toISOString()]);

    clock.advance(300_000);
    expect((await extend(adyen, r)).json().data).toMatchObject({ extended: true });
    const secondEnd = await holdEnd(adyen, r);
    const resumed = await activeSession(adyen, r);
    expect(resumed.sessionId).not.toBe(r.sessionId);
    expect(expiries()).toEqual([firstEnd?.toISOString(), secondEnd?.toISOString()]);
  });
});
