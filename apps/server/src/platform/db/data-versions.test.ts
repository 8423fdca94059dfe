import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../../../test/support/test-db';
import { promotions, stockUnits, variants } from '../../db/schema';
import type { Database } from './client';
import { type DataVersions, watchDataVersions } from './data-versions';

let database: Database;
let versions: DataVersions;

beforeAll(async () => {
  database = await createTestDatabase();
  versions = await watchDataVersions(database);
});
afterAll(async () => {
  await versions.close();
  await database.close();
});

/** The catalogue version once the notification of a committed change has had time to arrive (PostgreSQL). */
async function heardCatalogue(before: number | undefined) {
  await expect.poll(() => versions.catalogue(), { timeout: 2_000, interval: 10 }).not.toBe(before);
  return versions.catalogue();
}

describe(`data versions (${testDatabaseKind})`, () => {
  it('moves the catalogue version at a change of a catalogue or promotion row, and not the stock version', async () => {
    const stock = await versions.stock();
    const first = versions.catalogue();
    expect(first).toBeTypeOf('number');
    await database.db.update(variants).set({ priceCents: 11_000_000 }).where(eq(variants.id, 'AU-LUX'));
    const second = await heardCatalogue(first);
    await database.db.update(promotions).set({ scrollText: 'Changed by staff' });
    await heardCatalogue(second);
    expect(await versions.stock()).toBe(stock);
  });

  it('moves the stock version in the changing transaction, once however many rows change', async () => {
    const before = await versions.stock();
    await database.db.transaction(async (tx) => {
      await tx.update(stockUnits).set({ status: 'withdrawn' }).where(eq(stockUnits.country, 'NZ'));
      await tx.update(stockUnits).set({ status: 'available' }).where(eq(stockUnits.country, 'NZ'));
    });
    // The very next read sees it: no waiting for a notification.
    expect(await versions.stock()).toBe(before + 1);
  });

  it('leaves both versions alone when a transaction that changed stock rolls back', async () => {
    const stock = await versions.stock();
    const catalogue = versions.catalogue();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(stockUnits).set({ status: 'withdrawn' });
        throw new Error('staff cancelled');
      }),
    ).rejects.toThrow('staff cancelled');
    expect(await versions.stock()).toBe(stock);
    expect(versions.catalogue()).toBe(catalogue);
  });
});
