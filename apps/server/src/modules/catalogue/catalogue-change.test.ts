import { getAvailableInventoryItem, getDriveawayCost, getExterior, getVariants } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/support/test-db';
import { exteriors, variants } from '../../db/schema';
import { stockTestApp } from '../stock/stock.test-support';

const { app, call } = stockTestApp();

const paintPrice = async () =>
  (await call(getExterior, { Country: 'AU', VariantID: 'AU-LUX' })).find(
    (row) => row.exteriorID === 'AU-LUX-SBM',
  )?.exteriorPrice;

/**
 * Issue 23: catalogue replies are kept in memory per catalogue version, yet a change made in the database (as staff
 * would, outside the app) shows at once: on PGlite at the very next call, on PostgreSQL as soon as the
 * notification arrives (the two-process test of test/multi-process holds PostgreSQL to a second).
 */
describe(`a catalogue change made in the database (${testDatabaseKind})`, () => {
  it('shows in the exterior list, the drive-away price and the inventory after a paint price change', async () => {
    const quote = () =>
      call(getDriveawayCost, {
        Country: 'AU',
        State: 'NSW',
        VariantID: 'AU-LUX',
        ExteriorID: 'AU-LUX-SBM',
        InteriorID: 'AU-LUX-JBI',
      });
    const inventoryPrice = async () =>
      (
        await call(getAvailableInventoryItem, {
          Country: 'AU',
          State: 'NSW',
          Variants: ['Luxury'],
          Exteriors: ['Stellar Black Metallic'],
          Interiors: ['Jet Black Inteluxe'],
        })
      ).availableInventorys[0]?.basePrice;
    const before = await paintPrice();
    const [quoted, listed] = [await quote(), await inventoryPrice()];
    // Asked again: the same answers, from memory.
    expect(await quote()).toEqual(quoted);

    await app()
      .database.db.update(exteriors)
      .set({ priceCents: before! + 250_000 })
      .where(eq(exteriors.id, 'AU-LUX-SBM'));

    await expect.poll(paintPrice, { timeout: 2_000, interval: 20 }).toBe(before! + 250_000);
    expect((await quote()).driveawayCostData.exteriorColourPrice).toBe(before! + 250_000);
    expect((await quote()).driveawayCostData.driveawayPrice).toBeGreaterThan(
      quoted.driveawayCostData.driveawayPrice,
    );
    expect(await inventoryPrice()).toBe(listed! + 250_000);
  });

  it("moves a variant's 'from' price after its list price changes", async () => {
    const fromPrice = async () =>
      (await call(getVariants, { Country: 'AU', State: 'VIC' })).find((row) => row.variantID === 'AU-SPORT')
        ?.driveawayPrice;
    const before = await fromPrice();
    const [row] = await app().database.db.select().from(variants).where(eq(variants.id, 'AU-SPORT'));
    await app()
      .database.db.update(variants)
      .set({ priceCents: row!.priceCents + 100_000 })
      .where(eq(variants.id, 'AU-SPORT'));
    await expect.poll(fromPrice, { timeout: 2_000, interval: 20 }).toBeGreaterThan(before!);
  });
});
