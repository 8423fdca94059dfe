import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  fourInStock,
  goodCard,
  oneInStock,
  payInSandbox,
  type Reserved,
  refusingCard,
  reservedFrom,
  soldOut,
  threeInStock,
} from '../../../test/support/checkout-fixtures';
import { signedNotification } from '../../../test/support/payment-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { orderPayments, orders, outbox, stockUnits } from '../../db/schema';
import { fixedClock } from '../../platform/clock';

const hmacKey = '0f'.repeat(32);
const clock = fixedClock('2026-11-22T09:00:00.000Z');
let t: TestApp;

async function reserve(configuration: object, cookie?: string) {
  return t.post(
    '/api/Order/place-reservation',
    { order: { ...buyer, ...configuration }, hasLogin: false },
    cookie ? { cookie } : {},
  );
}

async function reserved(configuration: object): Promise<Reserved> {
  return reservedFrom(await reserve(configuration));
}

function placeOrder(r: Reserved, sessionResult: string, cookie = r.cookie) {
  return t.post(
    '/api/Order/place-order',
    { order: { OrderID: r.orderID }, adyenSession: { SessionID: r.sessionId, SessionResult: sessionResult } },
    { cookie },
  );
}

const status = (r: Reserved, cookie = r.cookie) =>
  t.post('/api/Order/get-reservation-status', { orderID: r.orderID }, { cookie });

async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

async function unitOf(id: string) {
  const order = await orderRow(id);
  const [unit] = await t.database.db
    .select()
    .from(stockUnits)
    .where(eq(stockUnits.vin, order?.vin ?? ''));
  return unit;
}

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { SANDBOX_HMAC_KEY: hmacKey, RESERVE_RATE_LIMIT_PER_MINUTE: '100' },
  });
});
afterAll(async () => t.close());

describe('checkout: reserve, pay, order', () => {
  it('reserves a unit for this browser, pays with the authorising card and becomes Ordered with an email', async () => {
    const response = await reserve(threeInStock);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(
      /^showroom_reservation=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax/,
    );
    const data = response.json().data;
    expect(data).toMatchObject({
      reservationCountDown: 600,
      reservationCountDownStage: 1,
      reservationExtensionCount: 0,
      order: {
        paymentProvider: 'sandbox',
        paymentAmount: 100_000,
        yanaReservationNumber: expect.stringMatching(/^SR-\d+$/),
        yanaCustomerID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        yanaCustomerNo: expect.stringMatching(/^AU\d{6}$/),
      },
    });
    const r = reservedFrom(response);
    expect((await unitOf(r.orderID))?.status).toBe('reserved');
    expect((await status(r)).json().data).toBe('active');

    const paid = await payInSandbox(t, r);
    expect(paid.resultCode).toBe('Authorised');
    const placed = await placeOrder(r, paid.sessionResult);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data).toEqual({
      yanaOrderIDs: [r.orderID],
      orderNumber: r.orderNo,
      yanaCustomerID: r.customerId,
      yanaCustomerNo: r.customerNo,
      rdPaymentTransactionID: r.paymentId,
      orderVehicle: { country: 'AU' },
    });
    expect((await orderRow(r.orderID))?.status).toBe('Ordered');
    expect((await unitOf(r.orderID))?.status).toBe('sold');
    const emails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${r.orderID}`));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.toAddress).toBe('jo@example.com');
    // 'View your order' opens the thank-you page of this order (the six ids of the order-success route).
    expect(emails[0]?.text).toContain(
      `http://localhost:3000/au-en/order-success/${r.customerId}/${r.customerNo}/${r.orderID}/${r.orderNo}/${r.paymentId}/AU`,
    );
    // Placing again (double click) answers the same order; the notification changed nothing twice.
    expect((await placeOrder(r, paid.sessionResult)).json().data.yanaOrderIDs).toEqual([r.orderID]);
    expect((await status(r)).json().data).toBe('ordered');
  });

  it('answers the inventory-unavailable code for a sold-out configuration, writing nothing', async () => {
    const before = await t.database.db.select().from(orders);
    const response = await reserve(soldOut);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'InventoryUnavailable' });
    expect(response.json().message).toContain('Your design is currently sold out');
    expect(await t.database.db.select().from(orders)).toHaveLength(before.length);
  });

  it('refuses an option price that differs from the catalogue with PriceMismatch, writing nothing (issue 15.12)', async () => {
    const before = await t.database.db.select().from(orders);
    const response = await reserve({
      ...threeInStock,
      Options: [{ YanaOptionID: 'AU-FLOOR-LINERS', OptionPrice: 1 }],
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'PriceMismatch' });
    expect(response.json().details).toEqual([
      {
        field: 'order.Options.0.OptionPrice',
        message: expect.stringMatching(/^The price is \d+ cents, not 1\.$/),
      },
    ]);
    expect(await t.database.db.select().from(orders)).toHaveLength(before.length);
  });

  it('refuses home delivery to a suburb typed next to another town’s postcode, writing nothing (issue 15.4)', async () => {
    const before = await t.database.db.select().from(orders);
    const response = await reserve({
      ...threeInStock,
      DeliveryOption: 'HomeDelivery',
      PickupLocationName: null,
      DeliveryLocationAddress: '1 Macquarie St',
      DeliveryLocationSuburb: 'Sydney',
      DeliveryLocationState: 'NSW',
      DeliveryLocationPostcode: '2830',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'order.DeliveryLocationSuburb', message: 'Sydney is not in postcode 2830.' },
    ]);
    expect(await t.database.db.select().from(orders)).toHaveLength(before.length);
  });

  it('refuses bad account details naming the field, with the spec’s messages', async () => {
    const response = await t.post('/api/Order/place-reservation', {
      order: {
        ...buyer,
        ...threeInStock,
        FirstName: ' ',
        Mobile: '12',
        CustomerType: 'Business',
        ABN: '123',
      },
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().details as { field: string; message: string }[];
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'order.FirstName', message: 'Require Valid First Name' },
        { field: 'order.Mobile', message: 'Require Valid Mobile' },
        { field: 'order.BusinessName', message: 'Require Valid Business Name' },
        { field: 'order.ABN', message: 'ABN length should be 11 digits.' },
      ]),
    );
  });

  it('keeps a reservation to its browser: another browser gets 404 like an unknown order', async () => {
    const r = await reserved(threeInStock);
    const stranger = 'showroom_reservation=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect((await status(r, stranger)).statusCode).toBe(404);
    expect((await status(r, '')).statusCode).toBe(404);
    expect(
      (await t.post('/api/Order/get-reservation-status', { orderID: 'ORD-NOPE' }, { cookie: r.cookie }))
        .statusCode,
    ).toBe(404);
    const paid = await payInSandbox(t, r);
    expect((await placeOrder(r, paid.sessionResult, stranger)).statusCode).toBe(404);
  });

  it('after a refusal: logs it, gives new payment ids, and a retry with a good card succeeds', async () => {
    const r = await reserved(threeInStock);
    const refused = await payInSandbox(t, r, refusingCard);
    expect(refused.resultCode).toBe('Refused');
    const attempt = await placeOrder(r, refused.sessionResult);
    expect(attempt.statusCode).toBe(409);
    expect(attempt.json()).toMatchObject({
      errorCode: 'PaymentNotAuthorised',
      message: 'Your credit card details have been refused, please re-enter your details.',
    });
    const log = await t.post(
      '/api/Payment/save-payment-log',
      { order: { OrderID: r.orderID }, adyenSession: { SessionID: r.sessionId, ResultCode: 'Refused' } },
      { cookie: r.cookie },
    );
    expect(log.json().data).toEqual({ logged: true });
    const fresh = await t.post(
      '/api/Payment/get-new-payment-ids',
      { orderID: r.orderID, Country: 'AU' },
      { cookie: r.cookie },
    );
    expect(fresh.statusCode).toBe(200);
    const ids = fresh.json().data;
    expect(ids.adyenSessionID).not.toBe(r.sessionId);
    expect(ids.rdPaymentTransactionID).toMatch(/-2$/);
    const retry = { ...r, sessionId: ids.adyenSessionID, sessionData: ids.adyenSessionData };
    const paid = await payInSandbox(t, retry);
    expect((await placeOrder(retry, paid.sessionResult)).statusCode).toBe(200);
    const payments = await t.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, r.orderID));
    expect(payments.map((p) => p.status).sort()).toEqual(['authorised', 'refused']);
  });

  it('completes the order from the notification alone when the browser never comes back', async () => {
    const r = await reserved(fourInStock);
    await payInSandbox(t, r); // the tab closed (or the server died) before place-order
    expect((await orderRow(r.orderID))?.status).toBe('Ordered');
    expect((await unitOf(r.orderID))?.status).toBe('sold');
  });

  it('places the order while its notification completes it at the same moment: Ordered either way, never Expired', async () => {
    for (let i = 0; i < 3; i += 1) {
      const r = await reserved(fourInStock);
      const paid = await t.post(`/sandbox-pay/sessions/${r.sessionId}/payments`, {
        sessionData: r.sessionData,
        ...goodCard,
      });
      // The notification is on its way in the background while the browser places the order and asks again.
      const [placed, asked] = await Promise.all([placeOrder(r, paid.json().sessionResult), status(r)]);
      expect(placed.statusCode, placed.body).toBe(200);
      expect(['active', 'ordered']).toContain(asked.json().data);
      expect((await status(r)).json().data).toBe('ordered');
      expect((await orderRow(r.orderID))?.status).toBe('Ordered');
      const [payment] = await t.database.db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.id, r.paymentId));
      expect(payment?.status).toBe('authorised');
    }
  });

  it('extends a running hold at most twice', async () => {
    const r = await reserved(oneInStock);
    const extend = () =>
      t.post('/api/Order/extend-reservation-countdown', { country: 'AU' }, { cookie: r.cookie });
    clock.advance(300_000);
    expect((await extend()).json().data).toMatchObject({
      extended: true,
      reservationCountDown: 600,
      reservationCountDownStage: 2,
      reservationExtensionCount: 1,
    });
    expect((await extend()).json().data).toMatchObject({ extended: true, reservationExtensionCount: 2 });
    const third = (await extend()).json().data;
    expect(third).toMatchObject({ extended: false, reservationExtensionCount: 2 });
    const countdown = await t.post(
      '/api/Order/set-reservation-countdown',
      { country: 'AU' },
      { cookie: r.cookie },
    );
    expect(countdown.json().data).toEqual({
      reservationCountDown: 600,
      reservationCountDownStage: 2,
      reservationExtensionCount: 2,
    });
    expect((await unitOf(r.orderID))?.reservedUntil).toEqual(new Date(clock.now().getTime() + 660_000));
    clock.advance(661_000); // past the hold: the 600 s countdown and its 60 s grace
    expect((await status(r)).json().data).toBe('expired');
  });

  it('releases an expired reservation, refuses to place it, and flags a late authorisation for refund', async () => {
    const r = await reserved(oneInStock);
    clock.advance(661_000); // past the hold: the 600 s countdown and its 60 s grace
    expect((await status(r)).json().data).toBe('expired');
    expect((await unitOf(r.orderID))?.status).toBe('available');
    const late = await placeOrder(r, 'whatever');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      errorCode: 'ReservationExpired',
      message: 'Your reservation has expired. Please contact our Cadillac Sales Team on 1800 223 455',
    });
    // Someone else reserves the freed unit; then the first buyer's payment is authorised after all.
    const second = await reserved(oneInStock);
    const notification = signedNotification(hmacKey, {
      merchantReference: r.paymentId,
      pspReference: 'LATE-1',
    });
    const item = notification.notificationItems[0]?.NotificationRequestItem;
    if (item) item.eventDate = clock.now().toISOString();
    expect(
      (await t.app.inject({ method: 'POST', url: '/webhooks/payments', payload: notification })).statusCode,
    ).toBe(200);
    expect((await orderRow(r.orderID))?.status).toBe('RefundDue');
    const [payment] = await t.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, r.paymentId));
    expect(payment?.status).toBe('refund_due');
    expect((await unitOf(second.orderID))?.reservationId).toBe(second.orderID);
  });

  it('answers the motor trader licence per market', async () => {
    const au = await t.post('/api/Order/get-lmct', { Country: 'AU', State: 'VIC' });
    expect(au.json().data.partnerLMCT).toContain('LMCT');
    const nz = await t.post('/api/Order/get-lmct', { Country: 'NZ' });
    expect(nz.json().data.partnerLMCT).toContain('MVTR');
  });
});
