import { isValidVin } from '@showroom/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeedDay } from '../../../test/support/seed-day';
import { createTestDatabase } from '../../../test/support/test-db';
import type { Database } from '../../platform/db';
import { exteriorInteriors, stockUnits } from '../schema';
import { seed } from '.';
import { stockRows } from './stock.seed';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const onSale = (country: string) =>
  database.db
    .select({ n: count() })
    .from(stockUnits)
    .where(and(eq(stockUnits.country, country), eq(stockUnits.status, 'available')));

describe('the stock seed', () => {
  it('seeds about 55 units on sale in Australia and a smaller New Zealand stock, with valid VINs', async () => {
    const [au] = await onSale('AU');
    const [nz] = await onSale('NZ');
    expect(au!.n).toBeGreaterThanOrEqual(50);
    expect(au!.n).toBeLessThanOrEqual(60);
    expect(nz!.n).toBeGreaterThan(5);
    expect(nz!.n).toBeLessThan(au!.n);
    const rows = stockRows();
    expect(new Set(rows.map((row) => row.vin)).size).toBe(rows.length);
    for (const row of rows) expect(isValidVin(row.vin), row.vin).toBe(true);
  });

  it('is deterministic', () => {
    expect(stockRows()).toEqual(stockRows());
  });

  it('only seeds configurations the catalogue offers', async () => {
    const [orphans] = await database.db
      .select({ n: count() })
      .from(stockUnits)
      .leftJoin(
        exteriorInteriors,
        and(
          eq(exteriorInteriors.exteriorId, stockUnits.exteriorId),
          eq(exteriorInteriors.interiorId, stockUnits.interiorId),
        ),
      )
      .where(sql`${exteriorInteriors.exteriorId} is null`);
    expect(orphans!.n).toBe(0);
  });

  it('runs again without adding units or undoing a sale', async () => {
    const [before] = await database.db.select({ n: count() }).from(stockUnits);
    const vin = stockRows()[0]!.vin;
    await database.db.update(stockUnits).set({ status: 'sold' }).where(eq(stockUnits.vin, vin));
    await seed(database.db, testSeedDay);
    const [after] = await database.db.select({ n: count() }).from(stockUnits);
    expect(after!.n).toBe(before!.n);
    const [unit] = await database.db.select().from(stockUnits).where(eq(stockUnits.vin, vin));
    expect(unit!.status).toBe('sold');
  });

  it('refuses a malformed VIN and a reservation without its id and expiry', async () => {
    const row = { ...stockRows()[0]!, vin: '1GYKPMRL0SZ10420I' };
    await expect(database.db.insert(stockUnits).values(row)).rejects.toThrow();
    await expect(
      database.db
        .update(stockUnits)
        .set({ status: 'reserved' })
        .where(eq(stockUnits.vin, stockRows()[1]!.vin)),
    ).rejects.toThrow();
  });
});
