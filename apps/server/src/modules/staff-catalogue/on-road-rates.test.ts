import { getDriveawayCost } from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyer, oneInStock } from '../../../test/support/checkout-fixtures';
import { testDatabaseKind } from '../../../test/support/test-db';
import { onRoadRates, orders } from '../../db/schema';
import type { AppError } from '../../platform/http/app-error';
import type { StaffChange } from '../staff/staff-change';
import { stockTestApp } from '../stock/stock.test-support';
import { onRoadRatesService } from './on-road-rates.service';

/*
 * Issue 22: on-road rate tables as data. A row added for a later day is priced from that day's midnight in the
 * market by the shop's clock, without any other write; an order placed before keeps its price; rows are never
 * edited or removed.
 */
const { app, call, clock } = stockTestApp();
const changes: StaffChange[] = [];
const recordChange = async (_tx: unknown, change: StaffChange) => {
  changes.push(change);
};
const service = () => onRoadRatesService({ db: app().database.db, clock });
const plates = 'NSW number plates';
const newRow = {
  tableName: plates,
  effectiveFrom: '2026-12-01',
  effectiveTo: null,
  value: 5_000,
  sourceUrl: 'https://www.service.nsw.gov.au/transaction/order-number-plates',
  sourceText: 'Standard plates $50 from 1 December 2026.',
  estimate: null,
};
const quote = async () =>
  (await call(getDriveawayCost, { Country: 'AU', State: 'NSW', ...oneInStock })).driveawayCostData;
const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: AppError) => error,
  );

describe(`an on-road rate row with a future first day (${testDatabaseKind})`, () => {
  it('is seeded with the code rows and their sources', async () => {
    clock.set('2026-11-26T01:00:00Z');
    const { today, tables } = await service().list('AU');
    expect(today).toBe('2026-11-26');
    const table = tables.find((t) => t.name === plates)!;
    expect(table.rows).toEqual([
      expect.objectContaining({
        effectiveFrom: '2025-07-01',
        effectiveTo: '2026-06-30',
        value: 4_400,
        sourceUrl: expect.stringMatching(/^https:\/\//),
        addedBy: 'seed',
      }),
    ]);
    expect(table.inEffectId).toBe(table.rows[0]!.id);
    expect((await service().list('NZ')).tables.map((t) => t.name)).toContain(
      'NZ first registration and licence incl. ACC levy and plates',
    );
  });

  it('prices from its day on while an earlier order keeps its price', async () => {
    clock.set('2026-11-26T01:00:00Z');
    expect((await quote()).localPlateFee).toBe(4_400);
    const reserved = await app().post('/api/Order/place-reservation', { order: { ...buyer, ...oneInStock } });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const orderId = JSON.parse(reserved.body).data.order.orderID as string;
    const snapshot = async () => {
      const [row] = await app().database.db.select().from(orders).where(eq(orders.id, orderId));
      return row?.priceSnapshot as { localPlateFee?: number; onRoadFeeSubtotal?: number };
    };
    const placedAt = await snapshot();

    const { table } = await service().add(newRow, 'staff-1', recordChange);
    expect(table.rows.map((row) => [row.effectiveFrom, row.value])).toEqual([
      ['2025-07-01', 4_400],
      ['2026-12-01', 5_000],
    ]);
    expect(changes.at(-1)).toMatchObject({
      action: 'on-road-rate-added',
      entity: 'on-road-rate',
      entityId: plates,
      before: expect.objectContaining({ effectiveFrom: '2025-07-01', value: 4_400 }),
      after: expect.objectContaining({ effectiveFrom: '2026-12-01', value: 5_000, addedBy: 'staff-1' }),
    });

    // Midnight on 1 December in Sydney: the new row (on PostgreSQL once the process has heard the insert's
    // notification, within milliseconds); 23:59 the day before: the old row, carried forward, from the same rows.
    clock.set('2026-11-30T13:00:00Z');
    await expect
      .poll(async () => (await quote()).localPlateFee, { timeout: 2_000, interval: 20 })
      .toBe(5_000);
    const onTheDay = await quote();
    clock.set('2026-11-30T12:59:00Z');
    const dayBefore = await quote();
    expect(dayBefore.localPlateFee).toBe(4_400);
    clock.set('2026-11-30T13:00:00Z');
    expect((await quote()).localPlateFee).toBe(5_000);
    expect(onTheDay.onRoadFeeSubtotal).toBe(dayBefore.onRoadFeeSubtotal + 600);
    const listed = (await service().list('AU')).tables.find((t) => t.name === plates)!;
    expect(listed.inEffectId).toBe(listed.rows[1]!.id);
    expect(await snapshot()).toEqual(placedAt);
  });

  it('refuses today, another shape, an unknown table and a second row for a day, and writes nothing', async () => {
    clock.set('2026-11-26T01:00:00Z');
    const count = async () => (await app().database.db.select().from(onRoadRates)).length;
    const before = await count();
    expect(
      await refused(service().add({ ...newRow, effectiveFrom: '2026-11-26' }, 's', recordChange)),
    ).toMatchObject({ statusCode: 400, details: [{ field: 'effectiveFrom' }] });
    expect(
      await refused(service().add({ ...newRow, effectiveFrom: '2027-01-01', value: [1] }, 's', recordChange)),
    ).toMatchObject({ statusCode: 400, details: [{ field: 'value' }] });
    expect(
      await refused(
        service().add(
          { ...newRow, effectiveFrom: '2027-01-01', effectiveTo: '2026-12-31' },
          's',
          recordChange,
        ),
      ),
    ).toMatchObject({ statusCode: 400, details: [{ field: 'effectiveTo' }] });
    expect(
      await refused(service().add({ ...newRow, tableName: 'Moon registration' }, 's', recordChange)),
    ).toMatchObject({ statusCode: 404, details: [{ field: 'tableName' }] });
    expect(await refused(service().add(newRow, 's', recordChange))).toMatchObject({
      statusCode: 409,
      details: [{ field: 'effectiveFrom' }],
    });
    expect(await count()).toBe(before);
  });

  it('never edits or removes a row', async () => {
    const db = app().database.db;
    await expect(db.execute(sql`update on_road_rates set value = '1'::jsonb`)).rejects.toThrow();
    await expect(db.execute(sql`delete from on_road_rates`)).rejects.toThrow();
    const [row] = await db.select().from(onRoadRates).where(eq(onRoadRates.tableName, plates)).limit(1);
    expect(row?.value).toBe(4_400);
  });
});
