import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, fourInStock, reservedFrom, threeInStock } from '../../../test/support/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { fixedClock } from '../../platform/clock';

/*
 * Issue 30 item 4 (audit 10.6, defect D1): a reload, Back/Forward or a second tab sends place-reservation again
 * from the same browser. One browser holds one vehicle of a configuration: the second call answers the hold it
 * already has (same order, same end of hold), and the stock drops by one, not two.
 */

const clock = fixedClock('2026-11-22T09:00:00.000Z');
let t: TestApp;

type Configuration = typeof threeInStock;

const reserve = (configuration: Configuration, cookie?: string) =>
  t.post(
    '/api/Order/place-reservation',
    { order: { ...buyer, ...configuration }, hasLogin: false },
    cookie ? { cookie } : {},
  );

/** Units of the configuration on offer, as the inventory API counts them. */
async function onOffer(configuration: Configuration): Promise<number> {
  const reply = await t.post('/api/Vehicle/get-available-inventory-filters', { Country: 'AU' });
  expect(reply.statusCode, reply.body).toBe(200);
  const stocks = reply.json().data.stocks as {
    exteriorID: string;
    interiorID: string;
    availableCount: number;
  }[];
  const entry = stocks.find(
    (s) => s.exteriorID === configuration.ExteriorID && s.interiorID === configuration.InteriorID,
  );
  return entry?.availableCount ?? Number.NaN;
}

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
});
afterAll(async () => t.close());

describe('place-reservation again from the browser that holds the configuration', () => {
  it('answers the same hold with its running countdown, and the stock drops by exactly one', async () => {
    const before = await onOffer(threeInStock);
    const placed = await reserve(threeInStock);
    const first = reservedFrom(placed);
    clock.advance(90_000);
    const again = await reserve(threeInStock, first.cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(await onOffer(threeInStock)).toBe(before - 1);
    expect(again.json().data).toMatchObject({
      order: { orderID: first.orderID, yanaReservationNumber: first.orderNo },
      reservationCountDown: placed.json().data.reservationCountDown - 90,
      reservationExtensionCount: 0,
    });
  });

  it('holds one vehicle when two calls of one browser arrive at once', async () => {
    const before = await onOffer(fourInStock);
    const first = reservedFrom(await reserve(fourInStock));
    // Let the first hold run out, so both calls find nothing held and race for a new one.
    clock.advance(11 * 60_000);
    const replies = await Promise.all([
      reserve(fourInStock, first.cookie),
      reserve(fourInStock, first.cookie),
    ]);
    const ids = replies.map((reply) => reservedFrom(reply).orderID);
    expect(ids[0]).not.toBe(first.orderID);
    expect(ids[1]).toBe(ids[0]);
    expect(await onOffer(fourInStock)).toBe(before - 1);
  });

  it('reserves anew once the hold has run out, and another configuration is another hold', async () => {
    const before = await onOffer(threeInStock);
    const first = reservedFrom(await reserve(threeInStock));
    expect(await onOffer(threeInStock)).toBe(before - 1);
    clock.advance(11 * 60_000);
    const after = reservedFrom(await reserve(threeInStock, first.cookie));
    expect(after.orderID).not.toBe(first.orderID);
    expect(await onOffer(threeInStock)).toBe(before - 1);
    const other = reservedFrom(await reserve(fourInStock, first.cookie));
    expect(other.orderID).not.toBe(after.orderID);
  });

  it('keeps another browser’s call a hold of its own', async () => {
    const before = await onOffer(fourInStock);
    const mine = reservedFrom(await reserve(fourInStock));
    const theirs = reservedFrom(await reserve(fourInStock));
    expect(theirs.orderID).not.toBe(mine.orderID);
    expect(await onOffer(fourInStock)).toBe(before - 2);
  });
});
