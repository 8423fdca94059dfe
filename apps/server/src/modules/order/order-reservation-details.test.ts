import { getActiveReservation, getDriveawayCost } from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  fourInStock,
  payInSandbox,
  refusingCard,
  reservedFrom,
  sydneyCentre,
  threeInStock,
} from '../../../test/support/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { customers, orders, stockUnits } from '../../db/schema';
import { fixedClock } from '../../platform/clock';

/** Six units of AU Luxury in Sable Black with the Jet Black interior are in the seeded stock. */
const sixInStock = { VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-SBM', InteriorID: 'AU-LUX-JBI' };
const clock = fixedClock('2026-11-22T09:00:00.000Z');
let t: TestApp;

const reserve = (order: object, cookie?: string) =>
  t.post('/api/Order/place-reservation', { order: { ...buyer, ...order } }, cookie ? { cookie } : {});

const active = (country: string, cookie: string) =>
  t.post(getActiveReservation.path, { country }, { cookie });

async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

async function count(table: typeof orders | typeof customers) {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

async function reservedUnits() {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockUnits)
    .where(eq(stockUnits.status, 'reserved'));
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
});
afterAll(async () => t.close());

describe('place-reservation: payment option and delivery', () => {
  it('keeps the payment option and the pick-up centre under its own name, never the other option’s fields', async () => {
    const r = reservedFrom(
      await reserve({
        ...threeInStock,
        PaymentOption: 'Finance',
        PickupLocationName: ' cadillac experience centre SYDNEY ',
        DeliveryLocationAddress: '1 Somewhere St',
        DeliveryLocationPostcode: '4350',
      }),
    );
    expect(await orderRow(r.orderID)).toMatchObject({
      paymentOption: 'Finance',
      deliveryOption: 'Pickup',
      pickupLocationName: sydneyCentre,
      deliveryAddress: null,
      deliveryPostcode: null,
    });
  });

  it('names the account the order belongs to: rdAccountID is the customer of its market (spec 001 3.38)', async () => {
    const reply = await reserve(threeInStock);
    expect(reply.statusCode, reply.body).toBe(200);
    const { order } = reply.json().data;
    expect(order.rdAccountID).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.rdAccountID).toBe(order.yanaCustomerID);
  });

  it('refuses a pick-up naming no centre of the market, one that hands over no vehicles, or none, writing nothing', async () => {
    const before = {
      orders: await count(orders),
      customers: await count(customers),
      held: await reservedUnits(),
    };
    const cases = [
      { PickupLocationName: 'Cadillac Experience Centre Auckland', status: 404 },
      { PickupLocationName: 'Cadillac Test Drive Centre Melbourne', status: 400 },
      { PickupLocationName: null, status: 400 },
    ];
    for (const { status, ...pickup } of cases) {
      const response = await reserve({ ...threeInStock, ...pickup });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().details).toEqual([
        { field: 'order.PickupLocationName', message: expect.any(String) },
      ]);
    }
    const wrongOption = await reserve({ ...threeInStock, PaymentOption: 'Lease' });
    expect(wrongOption.statusCode).toBe(400);
    expect(wrongOption.json().details[0]).toEqual({
      field: 'order.PaymentOption',
      message: 'PaymentOption must be Cash, Finance Offer, Finance or Finance New.',
    });
    expect({
      orders: await count(orders),
      customers: await count(customers),
      held: await reservedUnits(),
    }).toEqual(before);
  });

  it('prices home delivery on the server from postcode and suburb, as the drive-away price does, and keeps the address', async () => {
    const home = {
      ...fourInStock,
      State: 'QLD',
      DeliveryOption: 'HomeDelivery',
      PickupLocationName: sydneyCentre,
      DeliveryLocationAddress: '12 Ruthven St',
      DeliveryLocationSuburb: 'Toowoomba',
      DeliveryLocationState: 'QLD',
      DeliveryLocationPostcode: '4350',
    };
    const quoted = await t.post(getDriveawayCost.path, {
      Country: 'AU',
      State: 'QLD',
      ...fourInStock,
      DeliveryOption: 'HomeDelivery',
      PostCode: '4350',
      Suburb: 'Toowoomba',
    });
    const cost = quoted.json().data.driveawayCostData;
    expect(cost.homeDelivery).toBeGreaterThan(0);

    const response = await reserve(home);
    const r = reservedFrom(response);
    expect(response.json().data.order.driveawayPrice).toBe(cost.driveawayPrice);
    const row = await orderRow(r.orderID);
    expect(row).toMatchObject({
      deliveryOption: 'HomeDelivery',
      pickupLocationName: null,
      deliveryAddress: '12 Ruthven St',
      deliverySuburb: 'Toowoomba',
      deliveryState: 'QLD',
      deliveryPostcode: '4350',
      driveAwayCents: cost.driveawayPrice,
    });
    expect(row?.priceSnapshot).toMatchObject({ homeDelivery: cost.homeDelivery });

    for (const [field, value] of [
      ['DeliveryLocationAddress', ' '],
      ['DeliveryLocationSuburb', null],
      ['DeliveryLocationPostcode', '43'],
    ] as const) {
      const refused = await reserve({ ...home, [field]: value });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([{ field: `order.${field}`, message: expect.any(String) }]);
    }
  });

  it('gives a guest order a customer of its own, found again by its email, with ids in each market', async () => {
    const first = reservedFrom(await reserve({ ...sixInStock, Email: 'Guest.Buyer@Example.com' }));
    expect(first.customerNo).toMatch(/^AU\d{6}$/);
    const again = reservedFrom(await reserve({ ...sixInStock, Email: 'guest.buyer@example.com' }));
    expect([again.customerId, again.customerNo]).toEqual([first.customerId, first.customerNo]);
    const nz = reservedFrom(
      await reserve({
        Country: 'NZ',
        State: null,
        VariantID: 'NZ-LUX',
        ExteriorID: 'NZ-LUX-SBM',
        InteriorID: 'NZ-LUX-JBI',
        PickupLocationName: 'Cadillac Experience Centre Auckland',
        Email: 'guest.buyer@example.com',
      }),
    );
    expect(nz.customerNo).toMatch(/^NZ\d{6}$/);
    const guests = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'guest.buyer@example.com'));
    expect(guests).toHaveLength(1);
    expect(guests[0]).toMatchObject({
      issuer: null,
      subject: null,
      auCustomerId: first.customerId,
      auCustomerNo: first.customerNo,
      nzCustomerId: nz.customerId,
      nzCustomerNo: nz.customerNo,
      firstName: 'Jo',
      phoneNumber1: '0412345678',
    });
    expect((await orderRow(nz.orderID))?.customerId).toBe(guests[0]?.id);
  });
});

describe('get-active-reservation', () => {
  it('answers the running reservation with the session handed out before, a new one after a refusal, then null once expired', async () => {
    const chosen = 'showroom_reservation=BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
    expect((await active('AU', chosen)).json()).toEqual({ status: true, data: null });
    // A token the browser chose is not adopted: the reservation goes with the one the shop issues.
    const r = reservedFrom(await reserve(threeInStock, chosen));
    const cookie = r.cookie;
    expect(cookie).not.toBe(chosen);
    expect((await active('AU', chosen)).json().data).toBeNull();
    clock.advance(60_000);

    const first = (await active('AU', cookie)).json().data;
    expect(first).toMatchObject({
      order: {
        orderID: r.orderID,
        yanaReservationNumber: r.orderNo,
        yanaCustomerID: r.customerId,
        yanaCustomerNo: r.customerNo,
        rdPaymentTransactionID: r.paymentId,
        adyenSessionID: r.sessionId,
        adyenSessionData: r.sessionData,
        paymentAmount: 100_000,
      },
      reservationCountDown: 540,
      reservationCountDownStage: 1,
      reservationExtensionCount: 0,
      summary: { orderID: r.orderID, orderStatus: 'CheckoutPaymentPage', paymentTransactionID: null },
    });
    expect((await active('NZ', cookie)).json().data).toBeNull();
    expect(
      (await active('AU', 'showroom_reservation=CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC')).json().data,
    ).toBeNull();

    await payInSandbox(t, r, refusingCard);
    const retry = (await active('AU', cookie)).json().data;
    expect(retry.order.adyenSessionID).not.toBe(r.sessionId);
    expect(retry.order.rdPaymentTransactionID).toBe(`${r.paymentId.replace(/-1$/, '')}-2`);
    // Asked again, the new session is handed out again rather than a third one.
    expect((await active('AU', cookie)).json().data.order.adyenSessionID).toBe(retry.order.adyenSessionID);
    // Two tabs asking at once after another refusal: no clash of attempt numbers (they are taken one at a time).
    await payInSandbox(
      t,
      { sessionId: retry.order.adyenSessionID, sessionData: retry.order.adyenSessionData },
      refusingCard,
    );
    const both = await Promise.all([active('AU', cookie), active('AU', cookie)]);
    expect(both.map((reply) => reply.statusCode)).toEqual([200, 200]);
    // Each gets a new session, or the one the other has just opened.
    for (const reply of both) expect(reply.json().data.order.rdPaymentTransactionID).toMatch(/-[34]$/);

    clock.advance(601_000); // past the 660 s hold (the countdown and its grace)
    expect((await active('AU', cookie)).json().data).toBeNull();
    expect((await orderRow(r.orderID))?.status).toBe('Expired');
  });
});
