import { getAvailableInventoryItem, getDriveawayCost } from '@showroom/contract';
import { deliveryMessages } from '@showroom/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, threeInStock } from '../../../test/support/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { orders } from '../../db/schema';
import { fixedClock } from '../../platform/clock';

/*
 * Issue 15 item 4: home delivery is priced from the place the server verifies and the distance it measures
 * itself, and held to the rules the page applies (spec 000 section 5), in every call that prices it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock: fixedClock('2026-11-22T09:00:00.000Z'),
    env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' },
  });
});
afterAll(async () => t.close());

const toDubbo = {
  DeliveryOption: 'HomeDelivery',
  PickupLocationName: null,
  DeliveryLocationAddress: '1 Macquarie St',
  DeliveryLocationSuburb: 'Dubbo',
  DeliveryLocationState: 'NSW',
  DeliveryLocationPostcode: '2830',
};

const reserve = (order: object) =>
  t.post('/api/Order/place-reservation', {
    order: { ...buyer, ...threeInStock, ...order },
    hasLogin: false,
  });

const orderCount = async () => (await t.database.db.select().from(orders)).length;

/** A refused reservation: the status, the one field named and its message; no order is written. */
async function refused(order: object) {
  const before = await orderCount();
  const response = await reserve(order);
  expect(response.statusCode, response.body).toBe(400);
  expect(await orderCount()).toBe(before);
  return response.json().details;
}

const driveaway = async (body: object) => {
  const response = await t.post(getDriveawayCost.path, {
    Country: 'AU',
    State: 'NSW',
    ...threeInStock,
    IfCalculateFinance: false,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.driveawayCostData;
};

describe('place-reservation prices home delivery from the place it verifies (issue 15.4)', () => {
  it('refuses the probe’s address: suburb Sydney with Dubbo’s postcode 2830, naming the suburb', async () => {
    expect(await refused({ ...toDubbo, DeliveryLocationSuburb: 'Sydney' })).toEqual([
      { field: 'order.DeliveryLocationSuburb', message: 'Sydney is not in postcode 2830.' },
    ]);
  });

  it('prices Dubbo itself at $800, $118,040 drive-away, and keeps the verified locality, not the typed text', async () => {
    const pickup = await driveaway({ DeliveryOption: 'Pickup' });
    expect(pickup.driveawayPrice).toBe(11_700_000);
    const home = await driveaway({ DeliveryOption: 'HomeDelivery', PostCode: '2830', Suburb: 'Dubbo' });
    expect(home.homeDelivery).toBe(80_000);
    expect(home.driveawayPrice).toBe(11_804_000);

    const response = await reserve({
      ...toDubbo,
      DeliveryLocationSuburb: ' DUBBO',
      DeliveryLocationState: 'New South Wales',
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().data.order.orderID;
    expect(response.json().data.order.driveawayPrice).toBe(11_804_000);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({
      deliveryOption: 'HomeDelivery',
      deliverySuburb: 'Dubbo',
      deliveryState: 'NSW',
      deliveryPostcode: '2830',
      driveAwayCents: 11_804_000,
    });
  });

  it('keeps each street apart from its locality, so the address is written once (audit 002 #8)', async () => {
    const response = await reserve({
      ...toDubbo,
      DeliveryLocationAddress: '1 Macquarie St, Dubbo NSW 2830',
      BillingAddress: '12 Smith St, Parramatta NSW 2150',
      BillingSuburb: 'Parramatta',
      BillingState: 'NSW',
      BillingPostcode: '2150',
      RegoAddress: '12 Smith St, Parramatta NSW 2150',
      RegoSuburb: 'Parramatta',
      RegoState: 'NSW',
      RegoPostcode: '2150',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, response.json().data.order.orderID));
    expect(row).toMatchObject({
      deliveryAddress: '1 Macquarie St',
      deliverySuburb: 'Dubbo',
      billingAddress: '12 Smith St',
      billingSuburb: 'Parramatta',
      regoAddress: '12 Smith St',
    });
  });

  it('refuses home delivery inside the minimum distance (Sydney, 27 km from Rosebery) with the page’s text', async () => {
    expect(
      await refused({ ...toDubbo, DeliveryLocationSuburb: 'Sydney', DeliveryLocationPostcode: '2000' }),
    ).toEqual([{ field: 'order.DeliveryOption', message: deliveryMessages.withinMinimumDistance }]);
  });

  it('refuses a delivery state the postcode is not in, naming the state', async () => {
    expect(await refused({ ...toDubbo, DeliveryLocationState: 'QLD' })).toEqual([
      { field: 'order.DeliveryLocationState', message: 'Postcode 2830 is in NSW, not QLD.' },
    ]);
  });

  it('refuses a delivery address in another state than the order’s, with the page’s text', async () => {
    const ballarat = {
      ...toDubbo,
      DeliveryLocationSuburb: 'Ballarat',
      DeliveryLocationState: 'VIC',
      DeliveryLocationPostcode: '3350',
    };
    expect(await refused(ballarat)).toEqual([
      { field: 'order.DeliveryLocationState', message: deliveryMessages.deliveryStateMismatch },
    ]);
    // Without a state sent, the postcode is at fault.
    expect(await refused({ ...ballarat, DeliveryLocationState: null })).toEqual([
      { field: 'order.DeliveryLocationPostcode', message: 'Postcode 3350 is in VIC, not NSW.' },
    ]);
  });

  it('holds New Zealand to the minimum distance from Auckland too', async () => {
    expect(
      await refused({
        ...buyer,
        Country: 'NZ',
        State: null,
        VariantID: 'NZ-LUX',
        ExteriorID: 'NZ-LUX-SBM',
        InteriorID: 'NZ-LUX-JBI',
        Mobile: '0212345678',
        DeliveryOption: 'HomeDelivery',
        PickupLocationName: null,
        DeliveryLocationAddress: '12 Ponsonby Road',
        DeliveryLocationSuburb: 'Ponsonby',
        DeliveryLocationState: 'Auckland',
        DeliveryLocationPostcode: '1011',
      }),
    ).toEqual([{ field: 'order.DeliveryOption', message: deliveryMessages.withinMinimumDistance }]);
  });
});

describe('the price calls measure the distance themselves (issue 15.4)', () => {
  it('get-driveaway-cost ignores the Distance and DeliveryPrice a client sends', async () => {
    const dubbo = await driveaway({
      DeliveryOption: 'HomeDelivery',
      PostCode: '2830',
      Suburb: 'Dubbo',
      Distance: 5,
      DeliveryPrice: 0,
    });
    expect(dubbo.homeDelivery).toBe(80_000);
    expect(dubbo.delivery).toMatchObject({ deliveryAvailable: true, distance: 380 });
    // Inside the minimum distance delivery is not offered, whatever distance the client claims.
    const sydney = await driveaway({
      DeliveryOption: 'HomeDelivery',
      PostCode: '2000',
      Suburb: 'Sydney',
      Distance: 500,
    });
    expect(sydney.homeDelivery).toBe(0);
    expect(sydney.delivery).toMatchObject({ deliveryAvailable: false, deliveryPriceErrorCode: 0 });
    expect(sydney.delivery.distance).toBeLessThan(100);
  });

  it('inventory prices Dubbo’s delivery whatever Distance is sent, and names its own fields when refusing', async () => {
    const items = async (body: object) => {
      const response = await t.post(getAvailableInventoryItem.path, {
        Country: 'AU',
        State: 'NSW',
        Variants: ['Luxury'],
        ...body,
      });
      return response;
    };
    const pickup = (await items({})).json().data.availableInventorys;
    const dubbo = await items({
      DeliveryOption: 'HomeDelivery',
      Postcode: '2830',
      Suburb: 'Dubbo',
      Distance: 5,
    });
    expect(dubbo.statusCode, dubbo.body).toBe(200);
    const first = dubbo.json().data.availableInventorys[0];
    const same = pickup.find(
      (item: { exteriorID: string; interiorID: string }) =>
        item.exteriorID === first.exteriorID && item.interiorID === first.interiorID,
    );
    expect(first.driveawayPrice - same.driveawayPrice).toBe(104_000);

    const sydney = await items({ DeliveryOption: 'HomeDelivery', Postcode: '2830', Suburb: 'Sydney' });
    expect(sydney.statusCode).toBe(400);
    expect(sydney.json().details).toEqual([{ field: 'Suburb', message: 'Sydney is not in postcode 2830.' }]);
    const ballarat = await items({ DeliveryOption: 'HomeDelivery', Postcode: '3350', Suburb: 'Ballarat' });
    expect(ballarat.statusCode).toBe(400);
    expect(ballarat.json().details).toEqual([
      { field: 'Postcode', message: 'Postcode 3350 is in VIC, not NSW.' },
    ]);
  });
});
