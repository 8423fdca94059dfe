import {
  getAvailableInventoryFilters,
  getAvailableInventoryItem,
  getDriveawayCost,
} from '@showroom/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockUnits } from '../../db/schema';
import { stockTestApp } from './stock.test-support';

const { clock, app, call } = stockTestApp();
const items = async (query: Record<string, unknown>) =>
  (await call(getAvailableInventoryItem, { Country: 'AU', State: 'NSW', ...query })).availableInventorys;
const unitsOnSale = async (country: string) => {
  const [row] = await app()
    .database.db.select({ n: count() })
    .from(stockUnits)
    .where(and(eq(stockUnits.country, country), eq(stockUnits.status, 'available')));
  return row!.n;
};

describe('POST /api/Vehicle/get-available-inventory-filters', () => {
  it('lists every combination of the market with its live count, sold-out ones at zero', async () => {
    const { stocks, variants } = await call(getAvailableInventoryFilters, { Country: 'AU' });
    expect(stocks.reduce((sum, s) => sum + s.availableCount, 0)).toBe(await unitsOnSale('AU'));
    const emerald = stocks.filter((s) => s.exteriorID === 'AU-LUX-ELM');
    expect(emerald.length).toBeGreaterThan(0);
    for (const entry of emerald) expect(entry.availableCount).toBe(0);
    expect(stocks.find((s) => s.exteriorID === 'AU-LUX-SBM' && s.interiorID === 'AU-LUX-JBI')).toMatchObject({
      variantName: 'Luxury',
      exteriorName: 'Stellar Black Metallic',
      interiorName: 'Jet Black Inteluxe',
      availableCount: 6,
    });
    expect(variants.map((v) => [v.variantName, v.isDefaultSelected])).toEqual([
      ['Luxury', false],
      ['Sport', false],
    ]);
  });

  it('narrows to a variant and marks it (or the market default) as selected when asked', async () => {
    const sport = await call(getAvailableInventoryFilters, {
      Country: 'NZ',
      Variant: 'sport',
      NeedDefaultValue: true,
    });
    expect(new Set(sport.stocks.map((s) => s.variantID))).toEqual(new Set(['NZ-SPORT']));
    expect(sport.variants.find((v) => v.isDefaultSelected)?.variantName).toBe('Sport');
    const plain = await call(getAvailableInventoryFilters, { Country: 'NZ', NeedDefaultValue: true });
    expect(plain.variants.find((v) => v.isDefaultSelected)?.variantName).toBe('Luxury');
  });

  it('answers an unknown variant with a 404 naming Variant, and a bad country with a 400', async () => {
    const unknown = await app().post(getAvailableInventoryFilters.path, {
      Country: 'AU',
      Variant: 'Platinum',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details[0].field).toBe('Variant');
    const bad = await app().post(getAvailableInventoryFilters.path, { Country: 'US' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('Country');
    for (const [body, field] of [
      [{}, 'Country'],
      [{ Country: 'AU', NeedDefaultValue: 'yes' }, 'NeedDefaultValue'],
      [{ Country: 'AU', Variant: ['Luxury'] }, 'Variant'],
      [{ Country: 'AU', Variant: 'x'.repeat(500) }, 'Variant'],
    ] as const) {
      const res = await app().post(getAvailableInventoryFilters.path, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });
});

describe('POST /api/Vehicle/get-available-inventory-item', () => {
  it('lists each configuration on offer once, and the counts add up to the units on sale', async () => {
    const list = await items({});
    expect(list.reduce((sum, item) => sum + item.availableCount, 0)).toBe(await unitsOnSale('AU'));
    expect(list.some((item) => item.exteriorID === 'AU-LUX-ELM')).toBe(false);
    expect(list.some((item) => item.exteriorID === 'AU-SPORT-RRT')).toBe(false);
    for (const item of list) {
      expect(item.available).toMatch(/^Estimated delivery: /);
      expect(item.driveawayPrice).toBeGreaterThan(item.basePrice);
      expect(item.state).toBe('NSW');
    }
  });

  it("gives each configuration the database's own count of its units on sale, and never a withdrawn one", async () => {
    const key = sql<string>`${stockUnits.variantId} || '|' || ${stockUnits.exteriorId} || '|' || ${stockUnits.interiorId} || '|' || array_to_string(${stockUnits.fittedOptionIds}, ',')`;
    const rows = await app()
      .database.db.select({ key, n: count() })
      .from(stockUnits)
      .where(and(eq(stockUnits.country, 'NZ'), eq(stockUnits.status, 'available')))
      .groupBy(key);
    expect(rows.length).toBeGreaterThan(3);
    const expected = Object.fromEntries(rows.map((row) => [row.key, row.n]));
    const list = (await call(getAvailableInventoryItem, { Country: 'NZ' })).availableInventorys;
    const listed = Object.fromEntries(
      list.map((item) => [
        [
          item.yanaVariantId,
          item.exteriorID,
          item.interiorID,
          item.options.map((o) => o.yanaOptionID).join(','),
        ].join('|'),
        item.availableCount,
      ]),
    );
    expect(listed).toEqual(expected);
    const [withdrawn] = await app()
      .database.db.select({ exteriorId: stockUnits.exteriorId, interiorId: stockUnits.interiorId })
      .from(stockUnits)
      .where(and(eq(stockUnits.country, 'AU'), eq(stockUnits.status, 'withdrawn')));
    expect(withdrawn).toBeDefined();
    const au = await items({});
    expect(
      au.some((i) => i.exteriorID === withdrawn!.exteriorId && i.interiorID === withdrawn!.interiorId),
    ).toBe(false);
  });

  it('sorts by drive-away price, lowest first by default and highest first with Sort 1', async () => {
    const low = (await items({})).map((item) => item.driveawayPrice);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await items({ Sort: '1' })).map((item) => item.driveawayPrice);
    expect(high).toEqual([...low].sort((a, b) => b - a));
    expect((await items({ Sort: 1 })).map((item) => item.driveawayPrice)).toEqual(high);
  });

  it('prices each item exactly as the drive-away price call does, fitted options included', async () => {
    const fitted = (await items({ Exteriors: ['Crystal White Tricoat'], Variants: ['Luxury'] })).find(
      (item) => item.options.length > 0,
    )!;
    expect(fitted.options.map((o) => o.yanaOptionID).sort()).toEqual(['AU-FLOOR-LINERS', 'AU-WHEEL-LOCKS']);
    const cost = await call(getDriveawayCost, {
      Country: 'AU',
      State: 'NSW',
      VariantID: fitted.yanaVariantId,
      ExteriorID: fitted.exteriorID,
      InteriorID: fitted.interiorID,
      Options: fitted.options.map((o) => ({ YanaOptionID: o.yanaOptionID })),
      IfCalculateFinance: false,
    });
    expect(fitted.driveawayPrice).toBe(cost.driveawayCostData.driveawayPrice);
    expect(fitted.basePrice).toBe(cost.driveawayCostData.subTotal);
  });

  it('prices a home delivery 888 km away as the configurator does, not at the pick-up price (issue 14 item 12)', async () => {
    const home = {
      State: 'QLD',
      DeliveryOption: 'HomeDelivery',
      Postcode: '4350',
      Suburb: 'Toowoomba',
      Distance: 1,
    };
    const delivered = await items(home);
    const pickedUp = await items({ State: 'QLD' });
    expect(delivered.length).toBe(pickedUp.length);
    const first = delivered[0]!;
    const same = pickedUp.find(
      (item) => item.exteriorID === first.exteriorID && item.interiorID === first.interiorID,
    )!;
    const cost = await call(getDriveawayCost, {
      Country: 'AU',
      State: 'QLD',
      VariantID: first.yanaVariantId,
      ExteriorID: first.exteriorID,
      InteriorID: first.interiorID,
      Options: first.options.map((o) => ({ YanaOptionID: o.yanaOptionID })),
      DeliveryOption: 'HomeDelivery',
      PostCode: '4350',
      Suburb: 'Toowoomba',
      IfCalculateFinance: false,
    });
    expect(cost.driveawayCostData.homeDelivery).toBeGreaterThan(0);
    expect(first.driveawayPrice).toBe(cost.driveawayCostData.driveawayPrice);
    expect(first.driveawayPrice).toBeGreaterThan(same.driveawayPrice);
  });

  it('refuses a home delivery without a postcode, naming the field', async () => {
    const res = await app().post(getAvailableInventoryItem.path, {
      Country: 'AU',
      State: 'QLD',
      DeliveryOption: 'HomeDelivery',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({
      field: 'Postcode',
      message: 'Home delivery needs the postcode of the delivery address.',
    });
  });

  it('filters by variant, paint and trim names in any case, and an empty result is an empty list', async () => {
    const list = await items({ Variants: ['sport'], Exteriors: ['SUMMIT WHITE', 'Stellar Black Metallic'] });
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) {
      expect(item.variantName).toBe('Sport');
      expect(['Summit White', 'Stellar Black Metallic']).toContain(item.exteriorName);
    }
    const narrowed = await items({
      Variants: ['Sport'],
      Exteriors: ['Summit White'],
      Interiors: ['Jet Black Nappa'],
    });
    expect(narrowed.map((i) => [i.exteriorID, i.interiorID])).toEqual([['AU-SPORT-SWH', 'AU-SPORT-JBN']]);
    expect(await items({ Variants: ['Luxury'], Exteriors: ['Emerald Lake Metallic'] })).toEqual([]);
  });

  it('drops a unit the moment someone reserves it, and never lists sold units', async () => {
    const ids = { exteriorId: 'AU-LUX-ASM', interiorId: 'AU-LUX-SCG' };
    const only = (list: Awaited<ReturnType<typeof items>>) =>
      list.filter((i) => i.exteriorID === ids.exteriorId && i.interiorID === ids.interiorId);
    expect(only(await items({})).map((i) => i.availableCount)).toEqual([1]);
    await app()
      .database.db.update(stockUnits)
      .set({
        status: 'reserved',
        reservationId: 'someone-else',
        reservedUntil: new Date('2026-03-02T01:15:00Z'),
      })
      .where(and(eq(stockUnits.exteriorId, ids.exteriorId), eq(stockUnits.interiorId, ids.interiorId)));
    expect(only(await items({}))).toEqual([]);
    clock.advance(15 * 60_000);
    expect(only(await items({})).map((i) => i.availableCount)).toEqual([1]);

    await app()
      .database.db.update(stockUnits)
      .set({ status: 'sold', reservationId: null, reservedUntil: null })
      .where(and(eq(stockUnits.exteriorId, ids.exteriorId), eq(stockUnits.interiorId, ids.interiorId)));
    expect(only(await items({}))).toEqual([]);
    const total = (await items({})).reduce((sum, item) => sum + item.availableCount, 0);
    expect(total).toBe(await unitsOnSale('AU'));
  });

  it('answers New Zealand without a state', async () => {
    const list = await call(getAvailableInventoryItem, { Country: 'NZ' });
    expect(list.availableInventorys.length).toBeGreaterThan(0);
    for (const item of list.availableInventorys) expect(item).toMatchObject({ country: 'NZ', state: '' });
  });

  it.each([
    [{ Country: 'AU' }, 400, 'State'],
    [{ Country: 'NZ', State: 'NSW' }, 400, 'State'],
    [{ Country: 'AU', State: 'NSW', Sort: '2' }, 400, 'Sort'],
    [{ Country: 'AU', State: 'NSW', Variants: 'Luxury' }, 400, 'Variants'],
    [{ Country: 'AU', State: 'NSW', Exteriors: [''] }, 400, 'Exteriors.0'],
    [{ Country: 'AU', State: 'NSW', CustomerType: 'Fleet' }, 400, 'CustomerType'],
    [{ Country: 'AU', State: 'NSW', Exteriors: ['Summit White', 'Hot Pink'] }, 404, 'Exteriors.1'],
    [{ Country: 'AU', State: 'NSW', Interiors: ['Cloth'] }, 404, 'Interiors.0'],
    [{ Country: 'AU', State: 'NSW', Variants: ['Platinum'] }, 404, 'Variants.0'],
  ])('refuses %j with %i naming %s, and changes nothing', async (body, status, field) => {
    const [before] = await app()
      .database.db.select({ fingerprint: sql<string>`md5(string_agg(vin || status, ',' order by vin))` })
      .from(stockUnits);
    const res = await app().post(getAvailableInventoryItem.path, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ status: false });
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    const [after] = await app()
      .database.db.select({ fingerprint: sql<string>`md5(string_agg(vin || status, ',' order by vin))` })
      .from(stockUnits);
    expect(after).toEqual(before);
  });
});
