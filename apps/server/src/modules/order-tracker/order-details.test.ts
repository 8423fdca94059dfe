import { getOrderDetailsByYanaIds } from '@showroom/contract';
import type { DriveAwayCost } from '@showroom/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  fourInStock,
  payInSandbox,
  type Reserved,
  reservedFrom,
  sydneyCentre,
  threeInStock,
  yanaIds,
} from '../../../test/support/checkout-fixtures';
import { recordEvents } from '../../../test/support/owner-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { exteriors, orders } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { orderLog } from '../order-progress/order-events.repository';

/*
 * get-order-details-by-yana-ids (spec 002 section 3): the whole order, its figures from the price snapshot it was
 * sold at, and a tracker whose dates are those of the events that completed each step.
 */

const t0 = new Date('2026-11-22T09:00:00.000Z');
const clock = fixedClock(t0);
let t: TestApp;
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

const reserve = (order: object, cookie?: string) =>
  t.post('/api/Order/place-reservation', { order: { ...buyer, ...order } }, cookie ? { cookie } : {});
const details = (body: object, cookie: string) => t.post(getOrderDetailsByYanaIds.path, body, { cookie });

async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

let paid: Reserved;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
  paid = reservedFrom(
    await reserve({
      ...threeInStock,
      Comments: 'Blue ribbon please',
      Options: [{ YanaOptionID: 'AU-FLOOR-LINERS' }, { YanaOptionID: 'AU-HOME-CHARGER' }],
    }),
  );
  clock.set(later(90));
  await payInSandbox(t, paid);
});
afterAll(async () => t.close());

describe('the order after checkout', () => {
  it('answers every field of spec 002: ids, vehicle, delivery, customer, and the figures of its price snapshot', async () => {
    const reply = await details(yanaIds(paid), paid.cookie);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const order = getOrderDetailsByYanaIds.reply.parse(reply.json()).data;
    const row = await orderRow(paid.orderID);
    const cost = row.priceSnapshot as DriveAwayCost;
    const [exterior] = await t.database.db
      .select()
      .from(exteriors)
      .where(eq(exteriors.id, threeInStock.ExteriorID));

    expect(order.yanaOrderIDs).toEqual({
      yanaOrderID: paid.orderID,
      yanaOrderNo: paid.orderNo,
      yanaCustomerID: paid.customerId,
      yanaCustomerNo: paid.customerNo,
    });
    expect(order.orderStatus).toBe('Ordered');
    // One order date everywhere: when it was placed (the deposit authorised), not when the vehicle was held.
    expect(order.orderDate).toBe(later(90).toISOString());
    expect(order.orderVehicle).toMatchObject({
      country: 'AU',
      state: 'NSW',
      variantName: 'Luxury',
      pictures: exterior?.pictures,
      variantPicture: exterior?.pictures[0],
      vehicleThumbnail: exterior?.pictures[0],
      totalPrice: row.driveAwayCents,
    });
    expect(order.orderVehicle.options).toEqual([
      {
        optionType: 'Accessories',
        optionName: 'All-weather floor liners',
        optionPrice: expect.any(Number),
        optionDesc: expect.stringMatching(/\w/),
        chargeType: null,
      },
      {
        optionType: 'Charge',
        optionName: expect.any(String),
        optionPrice: expect.any(Number),
        optionDesc: expect.stringMatching(/\w/),
        chargeType: 1,
      },
    ]);
    expect(order.delivery).toEqual({
      deliveryOption: 'Pickup',
      pickupLocationName: sydneyCentre,
      deliveryLocationAddress: null,
      deliveryLocationSuburb: null,
      deliveryLocationState: null,
      deliveryLocationPostcode: null,
      available: expect.stringMatching(/^Estimated delivery/),
      deliveryDate: null,
      deliveryTime: null,
    });
    const { country: _c, state: _s, customerType: _t, pricingDate: _p, currency: _cur, ...money } = cost;
    expect(order.driveAwayCost).toMatchObject({
      luxuryCarTax: money.luxuryCarTax,
      localStampDuty: money.localStampDuty,
      localRegistrationCost: money.localRegistrationCost,
      localCTP: money.localCTP,
      localPlateFee: money.localPlateFee,
      homeDelivery: money.homeDelivery,
      driveawayPrice: row.driveAwayCents,
      totalSaving: money.totalSaving,
      onRoadFeeSubtotal: money.onRoadFeeSubtotal,
      subTotal: money.subTotal,
      gst: money.gst,
      roadUserChargers: money.roadUserChargers,
      tyreStewardshipFee: money.tyreStewardshipFee,
      discount: money.discounts.reduce((sum, d) => sum + d.discountValue, 0),
      discounts: money.discounts,
    });
    expect(order).toMatchObject({
      paymentOption: 'Cash',
      downPayment: 100_000,
      paymentDueDate: null, // no delivery date booked yet
      finalPaymentAmount: row.driveAwayCents - 100_000,
      currentBalance: row.driveAwayCents - 100_000,
      orderPaymentHistory: [
        { paymentDate: later(90).toISOString(), paymentName: 'Deposit', paymentAmount: 100_000 },
      ],
      comments: 'Blue ribbon please',
      // A cash order has no finance application; the account is the order's customer (spec 002 3.2, 3.14).
      linkToFinanceApplication: null,
      rdAccountID: order.yanaOrderIDs.yanaCustomerID,
      orderCustomer: {
        email: 'jo@example.com',
        firstName: 'Jo',
        lastName: 'Citizen',
        mobile: '0412345678',
        customerType: 'Private',
        customerCountry: 'AU',
        driveLicenseNumber: null,
        billingAddress: null,
        regoAddress: null,
      },
      isCancelled: false,
      isActionRequired: true,
      cancellationRequestedAt: null,
      currentStepYanaValue: 2,
    });
    const [discount] = money.discounts;
    expect(order.specialOfferID).toBe(discount ? discount.discountName : null);
  });

  it('dates each tracker step by the event that finished it, and logs every event with its actor', async () => {
    await recordEvents(t.database, paid.orderID, [
      { event: { type: 'DetailsProvided' }, actor: 'customer', at: later(3_600) },
      { event: { type: 'ContractSigned' }, actor: 'customer', at: later(7_200) },
    ]);
    const signed = (await details(yanaIds(paid), paid.cookie)).json().data;
    expect(signed.orderStatus).toBe('Ordered Confirmed');
    expect(
      signed.pipeLines.map((s: Record<string, unknown>) => [
        s.pipelineNumber,
        s.pipelineBarStepNumber,
        s.pipelineName,
        s.pipelineBarStepStatus,
        s.completeDate,
        s.buttonID,
      ]),
    ).toEqual([
      ['A', 1, 'Order Placed', 1, later(90).toISOString(), null],
      ['A', 2, 'Sign Your Contract', 1, later(7_200).toISOString(), 'DownloadContract'],
      ['A', 3, 'Schedule Collection', 0, null, 'ScheduleDelivery'],
      ['A', 4, 'Pay Your Balance', 2, null, null],
      ['A', 5, 'Vehicle Collected', 2, null, null],
    ]);

    await t.database.db
      .update(orders)
      .set({ deliveryDate: '2026-12-21', deliveryTime: '10:30' })
      .where(eq(orders.id, paid.orderID));
    await recordEvents(t.database, paid.orderID, [
      {
        event: { type: 'DeliveryScheduled', date: '2026-12-21', time: '10:30' },
        actor: 'customer',
        at: later(9_000),
      },
    ]);
    const booked = (await details(yanaIds(paid), paid.cookie)).json().data;
    expect(booked.delivery).toMatchObject({ deliveryDate: '21.12.2026', deliveryTime: '10:30' });
    expect(booked.pipeLines[3]).toMatchObject({ pipelineBarStepStatus: 0, buttonID: 'ArrangePayment' });

    const log = await orderLog(t.database.db, paid.orderID);
    expect(log.map((e) => [e.event, e.actor, e.statusFrom, e.statusTo, e.milestone, e.occurredAt])).toEqual([
      ['VehicleReserved', 'customer', 'NoActivity', 'CheckoutPaymentPage', null, t0],
      ['DepositAuthorised', 'payment', 'CheckoutPaymentPage', 'Ordered', 'depositAuthorised', later(90)],
      ['DetailsProvided', 'customer', 'Ordered', 'Ordered', 'detailsProvided', later(3_600)],
      ['ContractSigned', 'customer', 'Ordered', 'Ordered Confirmed', 'contractSigned', later(7_200)],
      [
        'DeliveryScheduled',
        'customer',
        'Ordered Confirmed',
        'Ordered Confirmed',
        'deliveryScheduled',
        later(9_000),
      ],
    ]);
    expect(log[1]?.detail).toEqual({ paymentId: paid.paymentId });
    expect(log[4]?.detail).toEqual({ date: '2026-12-21', time: '10:30' });
  });

  it('shows a cancelled order as cancelled by the spec’s rule: a step named “Order Cancelled”', async () => {
    const r = reservedFrom(await reserve(fourInStock));
    await payInSandbox(t, r);
    await recordEvents(t.database, r.orderID, [
      {
        event: { type: 'OrderCancelled', reason: 'Customer asked by phone' },
        actor: 'staff',
        at: later(20_000),
      },
    ]);
    const order = (await details(yanaIds(r), r.cookie)).json().data;
    expect(order).toMatchObject({ orderStatus: 'Cancelled', isCancelled: true, isActionRequired: false });
    expect(order.pipeLines.map((s: { pipelineName: string }) => s.pipelineName)).toEqual([
      'Order Placed',
      'Order Cancelled',
    ]);
    expect((await orderRow(r.orderID)).closedAt).toEqual(later(20_000));
  });

  it('expires a hold that ran out when read, logged as the system’s doing, with Re-try Payment on its first step', async () => {
    clock.set(later(30_000));
    const r = reservedFrom(await reserve(fourInStock));
    clock.set(later(30_000 + 700));
    const order = (await details(yanaIds(r), r.cookie)).json().data;
    expect(order.orderStatus).toBe('Expired');
    expect(order.pipeLines[0]).toMatchObject({ pipelineBarStepStatus: 0, buttonID: 'RetryPayment' });
    expect(order.orderDate).toBe(later(30_000).toISOString());
    const log = await orderLog(t.database.db, r.orderID);
    expect(log.map((e) => [e.event, e.actor, e.statusTo])).toEqual([
      ['VehicleReserved', 'customer', 'CheckoutPaymentPage'],
      ['HoldExpired', 'system', 'Expired'],
    ]);
  });

  it('answers the same 404 to any id that does not match and to another browser', async () => {
    const stranger = 'showroom_reservation=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const wrong = [
      { ...yanaIds(paid), yanaCustomerID: '00000000-0000-4000-8000-000000000000' },
      { ...yanaIds(paid), yanaCustomerNo: 'AU999999' },
      { ...yanaIds(paid), yanaOrderID: 'ORD-NOPE' },
      { ...yanaIds(paid), yanaOrderNo: 'SR-1' },
      { ...yanaIds(paid), yanaOrderNo: paid.orderNo.replace('SR-', '') },
      { ...yanaIds(paid), country: 'NZ' },
    ];
    const replies = [
      ...(await Promise.all(wrong.map((body) => details(body, paid.cookie)))),
      await details(yanaIds(paid), stranger),
      await details(yanaIds(paid), ''),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ errorCode: 'NotFound', message: 'The order was not found.' });
    }
    expect((await details(yanaIds(paid), paid.cookie)).statusCode).toBe(200);
  });
});
