import { getExterior, getInterior } from '@showroom/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockUnits } from '../../db/schema';
import { stockTestApp } from './stock.test-support';

const { clock, app, call } = stockTestApp();

const exteriorStock = async (variantId: string) =>
  Object.fromEntries(
    (await call(getExterior, { Country: 'AU', VariantID: variantId })).map((e) => [e.exteriorID, e.hasStock]),
  );
const interiorsOf = (variantId: string, exteriorId: string) =>
  call(getInterior, { Country: 'AU', State: 'VIC', VariantID: variantId, ExteriorID: exteriorId });

/** Sets the status of every unit of a configuration; returns how many there were. */
async function setStatus(
  ids: { exteriorId: string; interiorId: string },
  values: Partial<typeof stockUnits.$inferInsert>,
): Promise<number> {
  const rows = await app()
    .database.db.update(stockUnits)
    .set(values)
    .where(and(eq(stockUnits.exteriorId, ids.exteriorId), eq(stockUnits.interiorId, ids.interiorId)))
    .returning({ vin: stockUnits.vin });
  return rows.length;
}

describe('HasStock and estimated delivery come from live stock', () => {
  it('marks the seeded sold-out paints and cabins as without stock and the rest as in stock', async () => {
    const luxury = await exteriorStock('AU-LUX');
    expect(luxury['AU-LUX-ELM']).toBe(false);
    expect(luxury['AU-LUX-SBM']).toBe(true);
    expect((await exteriorStock('AU-SPORT'))['AU-SPORT-RRT']).toBe(false);

    const interiors = await interiorsOf('AU-LUX', 'AU-LUX-SBM');
    const osg = interiors.find((i) => i.interiorID === 'AU-LUX-OSG')!;
    expect(osg).toMatchObject({ hasStock: false, available: 'Waitlisted' });
    const jbi = interiors.find((i) => i.interiorID === 'AU-LUX-JBI')!;
    expect(jbi.hasStock).toBe(true);
    expect(jbi.available).toMatch(/^Estimated delivery: /);
  });

  it('drops a configuration the moment its last unit is reserved, and brings it back when the hold runs out', async () => {
    const ids = { exteriorId: 'AU-LUX-ASM', interiorId: 'AU-LUX-SCG' };
    const reservedUntil = new Date(clock.now().getTime() + 15 * 60_000);
    expect(await setStatus(ids, { status: 'reserved', reservationId: 'test-hold', reservedUntil })).toBe(1);

    const held = (await interiorsOf('AU-LUX', 'AU-LUX-ASM')).find((i) => i.interiorID === 'AU-LUX-SCG')!;
    expect(held).toMatchObject({ hasStock: false, available: 'Waitlisted' });
    expect((await exteriorStock('AU-LUX'))['AU-LUX-ASM']).toBe(true); // its Jet Black units are still on offer

    clock.advance(15 * 60_000);
    const back = (await interiorsOf('AU-LUX', 'AU-LUX-ASM')).find((i) => i.interiorID === 'AU-LUX-SCG')!;
    expect(back.hasStock).toBe(true);
  });

  it('turns a whole paint to Waitlisted when every unit in it is sold or withdrawn', async () => {
    for (const interiorId of ['AU-SPORT-JBI', 'AU-SPORT-SCG']) {
      await setStatus({ exteriorId: 'AU-SPORT-ASM', interiorId }, { status: 'sold' });
    }
    expect((await exteriorStock('AU-SPORT'))['AU-SPORT-ASM']).toBe(false);
    for (const interior of await interiorsOf('AU-SPORT', 'AU-SPORT-ASM')) {
      expect(interior).toMatchObject({ hasStock: false, available: 'Waitlisted' });
    }
  });

  it('gives the estimated delivery of the unit that arrives first', async () => {
    const ids = { exteriorId: 'AU-SPORT-SBM', interiorId: 'AU-SPORT-JBI' };
    expect(
      await setStatus(ids, { arrivalDate: '2026-06-01', estimatedDelivery: 'Estimated delivery: later' }),
    ).toBe(4);
    const [unit] = await app()
      .database.db.select({ vin: stockUnits.vin })
      .from(stockUnits)
      .where(and(eq(stockUnits.exteriorId, ids.exteriorId), eq(stockUnits.interiorId, ids.interiorId)))
      .orderBy(stockUnits.vin)
      .limit(1);
    await app()
      .database.db.update(stockUnits)
      .set({ arrivalDate: '2026-01-01', estimatedDelivery: 'Estimated delivery: sooner' })
      .where(eq(stockUnits.vin, unit!.vin));
    const interiors = await interiorsOf('AU-SPORT', 'AU-SPORT-SBM');
    expect(interiors.find((i) => i.interiorID === 'AU-SPORT-JBI')!.available).toBe(
      'Estimated delivery: sooner',
    );
  });
});
