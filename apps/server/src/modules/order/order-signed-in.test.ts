import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  fourInStock,
  goodCard,
  reservationOf,
  soldOut,
  threeInStock,
  yanaIds,
} from '../../../test/support/checkout-fixtures';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { createAccount, signIn } from '../../../test/support/sign-in-steps';
import { type Hop, TestBrowser } from '../../../test/support/test-browser';
import { customers, orders } from '../../db/schema';

/*
 * Checkout with sign-in, over real HTTP: a reservation belongs to the browser that made it or to the signed-in
 * customer stored on it; a visitor who is not signed in gets a guest order whatever the email (probe F10).
 */

let shop: HttpApp;
let anaHome: TestBrowser;
let anaPhone: TestBrowser;
let ben: TestBrowser;
const ana = { email: 'ana@example.com', password: 'ana-password-1', firstName: 'Ana', lastName: 'Lee' };

const json = (hop: Hop) => JSON.parse(hop.body);
const data = (hop: Hop) => json(hop).data;
const reservation = (order: object, extra: object = {}) => ({ order: { ...buyer, ...order }, ...extra });

beforeAll(async () => {
  shop = await startHttpApp({ env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
  anaHome = new TestBrowser(shop.origin);
  await createAccount(anaHome, { ...ana, country: 'AU' });
  anaPhone = new TestBrowser(shop.origin);
  await signIn(anaPhone, ana.email, ana.password);
  ben = new TestBrowser(shop.origin);
  await createAccount(ben, {
    email: 'ben@example.com',
    password: 'ben-password-1',
    firstName: 'Ben',
    lastName: 'Ngata',
    country: 'AU',
  });
});
afterAll(() => shop.close());

describe('a signed-in customer’s reservation', () => {
  it('carries the customer’s own ids, and the customer’s other browser can follow, extend and pay it; nobody else can', async () => {
    const ids = data(await anaHome.api('/api/User/set-session', { email: ana.email }));
    const reserved = await anaHome.api(
      '/api/Order/place-reservation',
      reservation(threeInStock, { hasLogin: true }),
    );
    expect(reserved.status, reserved.body).toBe(200);
    const order = data(reserved).order;
    expect([order.yanaCustomerID, order.yanaCustomerNo]).toEqual([ids.yanaCustomerID, ids.yanaCustomerNo]);
    const r = reservationOf(order);
    // The phone never reserved anything: it has no reservation cookie, only Ana's session.
    expect(anaPhone.cookie('showroom_reservation')).toBeUndefined();
    const status = { orderID: r.orderID };
    const stranger = new TestBrowser(shop.origin);
    for (const other of [ben, stranger]) {
      expect((await other.api('/api/Order/get-reservation-status', status)).status).toBe(404);
      expect((await other.api('/api/Order/get-order-details-by-yana-ids', yanaIds(r))).status).toBe(404);
      expect(data(await other.api('/api/Order/get-active-reservation', { country: 'AU' }))).toBeNull();
      expect(json(await other.api('/api/Order/set-reservation-countdown', { country: 'AU' }))).toMatchObject({
        errorCode: 'NoActiveReservation',
      });
      expect(
        data(await other.api('/api/Order/extend-reservation-countdown', { country: 'AU' })),
      ).toMatchObject({
        extended: false,
        message: 'Your reservation is no longer held.',
      });
      expect(
        (await other.api('/api/Payment/get-new-payment-ids', { orderID: r.orderID, Country: 'AU' })).status,
      ).toBe(404);
      const session = { order: { OrderID: r.orderID }, adyenSession: { SessionID: r.sessionId } };
      expect((await other.api('/api/Payment/save-payment-log', session)).status).toBe(404);
      expect((await other.api('/api/Order/place-order', session)).status).toBe(404);
    }

    expect(data(await anaPhone.api('/api/Order/get-reservation-status', status))).toBe('active');
    const active = data(await anaPhone.api('/api/Order/get-active-reservation', { country: 'AU' }));
    expect(active.order).toMatchObject({ orderID: r.orderID, adyenSessionID: r.sessionId });
    expect(data(await anaPhone.api('/api/Order/set-reservation-countdown', { country: 'AU' }))).toMatchObject(
      {
        reservationCountDownStage: 1,
      },
    );
    expect(
      data(await anaPhone.api('/api/Order/extend-reservation-countdown', { country: 'AU' })),
    ).toMatchObject({
      extended: true,
      reservationExtensionCount: 1,
    });
    expect(data(await anaPhone.api('/api/Order/get-order-details-by-yana-ids', yanaIds(r)))).toMatchObject({
      orderID: r.orderID,
      orderCustomer: { firstName: 'Jo' },
    });
    const fresh = data(
      await anaPhone.api('/api/Payment/get-new-payment-ids', { orderID: r.orderID, Country: 'AU' }),
    );
    const log = { order: { OrderID: r.orderID }, adyenSession: { SessionID: fresh.adyenSessionID } };
    expect(data(await anaPhone.api('/api/Payment/save-payment-log', log))).toEqual({ logged: true });

    const paid = json(
      await anaPhone.api(`/sandbox-pay/sessions/${fresh.adyenSessionID}/payments`, {
        sessionData: fresh.adyenSessionData,
        ...goodCard,
      }),
    );
    expect(paid.resultCode).toBe('Authorised');
    const placed = await anaPhone.api('/api/Order/place-order', {
      order: { OrderID: r.orderID },
      adyenSession: { SessionID: fresh.adyenSessionID, SessionResult: paid.sessionResult },
    });
    expect(data(placed)).toMatchObject({
      yanaOrderIDs: [r.orderID],
      yanaCustomerID: ids.yanaCustomerID,
      yanaCustomerNo: ids.yanaCustomerNo,
      rdPaymentTransactionID: fresh.rdPaymentTransactionID,
    });

    // Signed out, the phone is a stranger to the order again.
    await anaPhone.api('/api/User/sign-out');
    expect((await anaPhone.api('/api/Order/get-reservation-status', status)).status).toBe(404);
  });
});

describe('a registered email at checkout (probe F10)', () => {
  it('is answered exactly as an unknown one: nothing tells a visitor that someone signs in with it', async () => {
    const answer = async (Email: string) => {
      const reply = await new TestBrowser(shop.origin).api(
        '/api/Order/place-reservation',
        reservation({ ...soldOut, Email }),
      );
      return { status: reply.status, body: { ...json(reply), requestId: undefined } };
    };
    const registered = await answer('ANA@Example.com');
    expect(registered.body.errorCode).toBe('InventoryUnavailable');
    expect(await answer('nobody-signs-in@example.com')).toEqual(registered);
  });

  it('reserves for a guest customer never linked to the account', async () => {
    const visitor = new TestBrowser(shop.origin);
    const reserved = await visitor.api(
      '/api/Order/place-reservation',
      reservation({ ...threeInStock, Email: 'ana@example.com' }),
    );
    expect(reserved.status, reserved.body).toBe(200);
    const order = data(reserved).order;
    const anaIds = data(await anaHome.api('/api/User/set-session', { email: ana.email }));
    expect(order.yanaCustomerID).not.toBe(anaIds.yanaCustomerID);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, order.orderID));
    const [guest] = await shop.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, row?.customerId ?? ''));
    expect(guest).toMatchObject({
      issuer: null,
      email: 'ana@example.com',
      auCustomerId: order.yanaCustomerID,
    });
    // The account holder (signed in, another browser) cannot read the guest's order.
    const guestIds = yanaIds(reservationOf(order));
    expect((await anaHome.api('/api/Order/get-order-details-by-yana-ids', guestIds)).status).toBe(404);
    expect((await visitor.api('/api/Order/get-order-details-by-yana-ids', guestIds)).status).toBe(200);
    // Another guest's order goes through the same way.
    const again = await new TestBrowser(shop.origin).api(
      '/api/Order/place-reservation',
      reservation({
        VariantID: 'AU-LUX',
        ExteriorID: 'AU-LUX-SBM',
        InteriorID: 'AU-LUX-JBI',
        Email: 'jo@example.com',
      }),
    );
    expect(again.status, again.body).toBe(200);
  });
});

describe('the reservation cookie', () => {
  it('is the shop’s own: a token the client chose is ignored and replaced (issue 15.7)', async () => {
    const planted = 'A'.repeat(43);
    const visitor = new TestBrowser(shop.origin);
    visitor.jar(shop.origin).set('showroom_reservation', planted);
    const reserved = await visitor.api(
      '/api/Order/place-reservation',
      reservation(threeInStock, { hasLogin: false }),
    );
    expect(reserved.status, reserved.body).toBe(200);
    const issued = visitor.cookie('showroom_reservation');
    expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued).not.toBe(planted);
    // The attacker who planted the token reads nothing; the browser's issued token is kept on its next reservation.
    const attacker = new TestBrowser(shop.origin);
    attacker.jar(shop.origin).set('showroom_reservation', planted);
    const { orderID } = data(reserved).order;
    expect((await attacker.api('/api/Order/get-reservation-status', { orderID })).status).toBe(404);
    expect(data(await visitor.api('/api/Order/get-reservation-status', { orderID }))).toBe('active');
    await visitor.api('/api/Order/place-reservation', reservation(threeInStock, { hasLogin: false }));
    expect(visitor.cookie('showroom_reservation')).toBe(issued);
  });

  it('is forgotten at sign-out: the browser no longer reads the order it reserved (issue 15.8)', async () => {
    const browser = new TestBrowser(shop.origin);
    await signIn(browser, ana.email, ana.password);
    const reserved = await browser.api(
      '/api/Order/place-reservation',
      reservation(fourInStock, { hasLogin: true }),
    );
    expect(reserved.status, reserved.body).toBe(200);
    const { orderID } = data(reserved).order;
    expect(browser.cookie('showroom_reservation')).toBeDefined();
    expect((await browser.api('/api/User/sign-out')).status).toBe(200);
    expect(browser.cookie('showroom_reservation')).toBeUndefined();
    expect((await browser.api('/api/Order/get-reservation-status', { orderID })).status).toBe(404);
  });
});
