import { getDriveawayCost, getExterior } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyer, oneInStock } from '../../../test/support/checkout-fixtures';
import { testDatabaseKind } from '../../../test/support/test-db';
import { orders } from '../../db/schema';
import { AppError } from '../../platform/http/app-error';
import type { StaffChange } from '../staff/staff-change';
import { stockTestApp } from '../stock/stock.test-support';
import { cataloguePricesService } from './catalogue-prices.service';

/*
 * Issue 22: a paint price set for a later day. The configurator's price (the exterior list and the drive-away
 * quote, both kept per catalogue version) stays until that day begins in the market and changes at its midnight
 * by the shop's clock, without any write; an order placed before keeps the price it was placed at.
 */
const { app, call, clock } = stockTestApp();
const changes: StaffChange[] = [];
const recordChange = async (_tx: unknown, change: StaffChange) => {
  changes.push(change);
};
const service = () => cataloguePricesService({ db: app().database.db, clock });

const paintPrice = async () =>
  (await call(getExterior, { Country: 'AU', VariantID: oneInStock.VariantID })).find(
    (row) => row.exteriorID === oneInStock.ExteriorID,
  )?.exteriorPrice;
const quote = async () =>
  (await call(getDriveawayCost, { Country: 'AU', State: 'NSW', ...oneInStock })).driveawayCostData;
const quotedPaint = async () => (await quote()).exteriorColourPrice;

describe(`a paint price with a future effective date (${testDatabaseKind})`, () => {
  it('changes the configurator on its day while an earlier order keeps its price', async () => {
    clock.set('2026-03-02T01:00:00Z'); // 12:00 on 2 March in Sydney
    const before = await paintPrice();
    const quotedBefore = await quote();
    expect(quotedBefore.exteriorColourPrice).toBe(before);
    const reserved = await app().post('/api/Order/place-reservation', { order: { ...buyer, ...oneInStock } });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const orderId = JSON.parse(reserved.body).data.order.orderID as string;
    const snapshot = async () => {
      const [row] = await app().database.db.select().from(orders).where(eq(orders.id, orderId));
      return row?.priceSnapshot as { subTotal: number; driveawayPrice: number };
    };
    const placedAt = await snapshot();

    const newPrice = before! + 150_000;
    const { item } = await service().schedule(
      {
        itemKind: 'exterior',
        itemId: oneInStock.ExteriorID,
        priceCents: newPrice,
        effectiveFrom: '2026-03-05',
      },
      'staff-1',
      recordChange,
    );
    expect(item).toMatchObject({ basePriceCents: before, priceTodayCents: before });
    expect(item.scheduled).toEqual([
      expect.objectContaining({ effectiveFrom: '2026-03-05', priceCents: newPrice }),
    ]);
    expect(changes.at(-1)).toMatchObject({
      action: 'price-scheduled',
      entity: 'exterior-price',
      entityId: oneInStock.ExteriorID,
      before: null,
      after: expect.objectContaining({ priceCents: newPrice, effectiveFrom: '2026-03-05', setBy: 'staff-1' }),
    });

    // The day before in Sydney (23:59 on 4 March): the old price, from the kept replies.
    clock.set('2026-03-04T12:59:00Z');
    expect(await paintPrice()).toBe(before);
    expect(await quotedPaint()).toBe(before);
    // Midnight in Sydney: the new price, with no write in between.
    clock.set('2026-03-04T13:00:00Z');
    expect(await paintPrice()).toBe(newPrice);
    expect(await quotedPaint()).toBe(newPrice);
    expect((await service().list('AU')).items).toContainEqual(
      expect.objectContaining({
        itemId: oneInStock.ExteriorID,
        basePriceCents: before,
        priceTodayCents: newPrice,
      }),
    );
    expect(await snapshot()).toEqual(placedAt);
    expect(placedAt.driveawayPrice).toBe(quotedBefore.driveawayPrice);
    expect((await quote()).driveawayPrice).toBeGreaterThan(placedAt.driveawayPrice);
  });

  it('refuses a day in the past, an unknown row and withdrawing a price in effect; withdraws a future one', async () => {
    clock.set('2026-03-10T01:00:00Z');
    const refused = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: AppError) => error,
      );
    const past = await refused(
      service().schedule(
        { itemKind: 'variant', itemId: 'AU-LUX', priceCents: 1, effectiveFrom: '2026-03-09' },
        's',
        recordChange,
      ),
    );
    expect(past).toMatchObject({ statusCode: 400, details: [{ field: 'effectiveFrom' }] });
    const unknown = await refused(
      service().schedule(
        { itemKind: 'interior', itemId: 'AU-LUX', priceCents: 1, effectiveFrom: '2026-04-01' },
        's',
        recordChange,
      ),
    );
    expect(unknown).toMatchObject({ statusCode: 404, details: [{ field: 'itemId' }] });

    const inEffect = (await service().list('AU')).items.find(
      (item) => item.itemId === oneInStock.ExteriorID,
    )!;
    expect(await refused(service().withdraw(inEffect.scheduled[0]!.id, recordChange))).toMatchObject({
      statusCode: 409,
    });

    const later = await service().schedule(
      { itemKind: 'variant', itemId: 'AU-LUX', priceCents: 9_000_000, effectiveFrom: '2026-04-01' },
      's',
      recordChange,
    );
    const { item } = await service().withdraw(later.item.scheduled[0]!.id, recordChange);
    expect(item.scheduled).toEqual([]);
    expect(changes.at(-1)).toMatchObject({
      action: 'price-withdrawn',
      after: null,
      before: expect.objectContaining({ priceCents: 9_000_000 }),
    });
    expect(await refused(service().withdraw(later.item.scheduled[0]!.id, recordChange))).toBeInstanceOf(
      AppError,
    );
  });
});
