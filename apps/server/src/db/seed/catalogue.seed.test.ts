import { and, count, eq, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeedDay } from '../../../test/support/seed-day';
import { createTestDatabase } from '../../../test/support/test-db';
import type { Database } from '../../platform/db';
import { exteriorInteriors, exteriors, interiors, paints, trims, variants, vehicleOptions } from '../schema';
import { seed } from '.';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const tables = { variants, paints, trims, exteriors, interiors, exteriorInteriors, vehicleOptions };

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    out[name] = row!.n;
  }
  return out;
}

describe('the catalogue seed', () => {
  it('is idempotent: running it again changes no count', async () => {
    const before = await counts();
    expect(before).toMatchObject({ variants: 4, paints: 7, trims: 4, vehicleOptions: 16 });
    await seed(database.db, testSeedDay);
    await seed(database.db, testSeedDay);
    expect(await counts()).toEqual(before);
  });

  it('brings edited rows back to the seed data, including a default moved to another row', async () => {
    const { db } = database;
    await db.update(variants).set({ priceCents: 1 }).where(eq(variants.id, 'AU-LUX'));
    await db.update(exteriors).set({ isDefault: false }).where(eq(exteriors.variantId, 'AU-LUX'));
    await db.update(exteriors).set({ isDefault: true }).where(eq(exteriors.id, 'AU-LUX-ELM'));
    await db.delete(exteriorInteriors).where(eq(exteriorInteriors.exteriorId, 'AU-LUX-SBM'));

    await seed(db, testSeedDay);

    const [luxury] = await db.select().from(variants).where(eq(variants.id, 'AU-LUX'));
    expect(luxury!.priceCents).toBe(111_089_31);
    const defaults = await db
      .select({ id: exteriors.id })
      .from(exteriors)
      .where(and(eq(exteriors.variantId, 'AU-LUX'), eq(exteriors.isDefault, true)));
    expect(defaults).toEqual([{ id: 'AU-LUX-SBM' }]);
    const [pairs] = await db
      .select({ n: count() })
      .from(exteriorInteriors)
      .where(eq(exteriorInteriors.exteriorId, 'AU-LUX-SBM'));
    expect(pairs!.n).toBe(4);
  });

  it('marks invented rows as sample data: all but the sourced variant rows', async () => {
    const { db } = database;
    const realVariants = await db.select({ id: variants.id }).from(variants).where(not(variants.isSample));
    expect(realVariants.map((v) => v.id).sort()).toEqual(['AU-LUX', 'AU-SPORT', 'NZ-SPORT']);
    for (const table of [paints, trims, exteriors, interiors, vehicleOptions]) {
      const [real] = await db.select({ n: count() }).from(table).where(not(table.isSample));
      expect(real!.n).toBe(0);
    }
  });
});

describe('the catalogue schema', () => {
  it('refuses a negative price, a second default and a pairing across variants', async () => {
    const { db } = database;
    await expect(
      db.update(exteriors).set({ priceCents: -1 }).where(eq(exteriors.id, 'AU-LUX-ASM')),
    ).rejects.toThrow();
    await expect(
      db.update(interiors).set({ isDefault: true }).where(eq(interiors.id, 'AU-LUX-SCG')),
    ).rejects.toThrow();
    await expect(
      db
        .insert(exteriorInteriors)
        .values({ variantId: 'AU-LUX', exteriorId: 'AU-LUX-SBM', interiorId: 'AU-SPORT-JBN' }),
    ).rejects.toThrow();
    await expect(
      db.update(vehicleOptions).set({ chargeType: 2 }).where(eq(vehicleOptions.id, 'AU-CARGO-TRAY')),
    ).rejects.toThrow();
  });
});
