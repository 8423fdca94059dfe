import {
  type Endpoint,
  getCountryAndState,
  getExterior,
  getInterior,
  getVariants,
  getVehicleOptions,
} from '@showroom/contract';
import { australianStates, roundCents } from '@showroom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { callEndpoint } from '../../../test/support/call-endpoint';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = <E extends Endpoint & { reply: z.ZodType }>(endpoint: E, body: unknown) =>
  callEndpoint(t, endpoint, body);

const byName = <T>(items: T[], name: (item: T) => string, wanted: string) =>
  items.find((item) => name(item) === wanted)!;

describe('POST /api/CountryState/get-country-and-state', () => {
  it('lists Australia with its states and New Zealand without any', async () => {
    const data = await call(getCountryAndState, {});
    expect(data.map((entry) => entry.country)).toEqual([
      { name: 'Australia', code: 'AU' },
      { name: 'New Zealand', code: 'NZ' },
    ]);
    expect(data[0]!.states.map((state) => state.code)).toEqual(australianStates.map((state) => state.code));
    expect(data[0]!.states[1]).toEqual({ code: 'NSW', name: 'New South Wales' });
    expect(data[1]!.states).toEqual([]);
  });
});

describe('POST /api/Vehicle/get-variants', () => {
  it('lists Luxury then Sport with the specification highlights, Luxury the default', async () => {
    const variants = await call(getVariants, { Country: 'AU', State: 'NSW' });
    expect(variants.map((v) => [v.variantID, v.variantName, v.isDefault])).toEqual([
      ['AU-LUX', 'Luxury', true],
      ['AU-SPORT', 'Sport', false],
    ]);
    for (const variant of variants) {
      expect(variant).toMatchObject({
        range: '530 km',
        power: '388 kW',
        kmHour: '5.3 s',
      });
      // With a state, the 'from' drive-away price (exact figures: modules/pricing/pricing-starting.test.ts).
      expect(variant.driveawayPrice).toBeGreaterThan(variant.variantPrice);
      expect(variant.specifications).toEqual({
        batteryKwh: 102,
        rangeKm: 530,
        powerKw: 388,
        torqueNm: 610,
        zeroTo100Seconds: 5.3,
        topSpeedKmh: 210,
        dcChargeKw: 190,
        dcChargeTo80Minutes: 30,
      });
      expect(variant.variantDescription).toContain('Crystal Shield grille');
    }
  });

  it('stores the Australian price before luxury car tax: price + LCT is the list price to the cent', async () => {
    const variants = await call(getVariants, { Country: 'AU' });
    const listPrice = { Luxury: 117_000_00, Sport: 119_000_00 } as Record<string, number>;
    // 2025-26 LCT on a fuel-efficient car: 33% of the GST-exclusive amount over the $91,387 threshold.
    const lct = (value: number) => roundCents(((value - 91_387_00) * 0.33 * 10) / 11);
    for (const variant of variants) {
      expect(variant.variantPrice + lct(variant.variantPrice)).toBe(listPrice[variant.variantName]);
    }
    expect(byName(variants, (v) => v.variantName, 'Luxury').variantPrice).toBe(111_089_31);
    expect(byName(variants, (v) => v.variantName, 'Sport').variantPrice).toBe(112_627_77);
  });

  it('answers New Zealand with its own variants and GST-inclusive prices', async () => {
    const variants = await call(getVariants, { Country: 'NZ' });
    expect(variants.map((v) => v.variantID)).toEqual(['NZ-LUX', 'NZ-SPORT']);
    expect(byName(variants, (v) => v.variantName, 'Sport').variantPrice).toBe(125_757_00);
    expect(variants.filter((v) => v.isDefault)).toHaveLength(1);
  });

  it("shows each variant in its default paint's front three-quarter view", async () => {
    const [luxury] = await call(getVariants, { Country: 'AU' });
    const exteriors = await call(getExterior, { Country: 'AU', VariantID: luxury!.variantID });
    const paint = exteriors.find((e) => e.isDefault)!;
    expect(luxury!.variantPicture).toBe(paint.exteriorPictureMobile);
    expect(luxury!.variantPictureMobile).toBe(
      `/media/vehicle/luxury/front34.svg?color=${paint.colorHex.slice(1)}&finish=${paint.finish}`,
    );
  });

  it('matches request field names case-insensitively and accepts the whole located body', async () => {
    const lower = await call(getVariants, { country: 'NZ' });
    const mixed = await call(getVariants, {
      COUNTRY: 'AU',
      state: 'VIC',
      postcode: '3000',
      Suburb: 'Melbourne',
      customertype: 'Business',
    });
    expect(lower.map((v) => v.variantID)).toEqual(['NZ-LUX', 'NZ-SPORT']);
    expect(mixed.map((v) => v.variantID)).toEqual(['AU-LUX', 'AU-SPORT']);
  });
});

describe('POST /api/Vehicle/get-exterior', () => {
  it('lists the paints of each variant in order, exactly one default, with the imagery URLs', async () => {
    for (const country of ['AU', 'NZ'] as const) {
      for (const variant of await call(getVariants, { Country: country })) {
        const exteriors = await call(getExterior, { country, variantId: variant.variantID });
        expect(exteriors.length).toBeGreaterThan(3);
        expect(exteriors.filter((e) => e.isDefault)).toHaveLength(1);
        const order = exteriors.map((e) => e.exteriorOrderingNo);
        expect(order).toEqual([...order].sort((a, b) => a - b));
        const style = variant.variantName.toLowerCase();
        for (const exterior of exteriors) {
          expect(exterior).toMatchObject({ country, variantID: variant.variantID });
          expect(exterior.exteriorID.startsWith(`${variant.variantID}-`)).toBe(true);
          const query = `color=${exterior.colorHex.slice(1)}&finish=${exterior.finish}`;
          expect(exterior.exteriorPicture).toEqual(
            ['front34', 'side', 'rear34', 'front'].map(
              (view) => `/media/vehicle/${style}/${view}.svg?${query}`,
            ),
          );
          expect(exterior.exteriorPictureMobile).toBe(exterior.exteriorPicture[0]);
          expect(exterior.exteriorFilterImage).toBe(`/media/swatch/paint.svg?${query}`);
          expect(exterior.exteriorFilterMobile).toBe(exterior.exteriorFilterImage);
          expect(exterior.exteriorColorDescTitle).not.toBe('');
          expect(exterior.exteriorColorDesc).not.toBe('');
        }
      }
    }
  });

  it('offers different paints on Luxury and Sport, priced by finish', async () => {
    const names = async (variantId: string) =>
      (await call(getExterior, { Country: 'AU', VariantID: variantId })).map((e) => e.exteriorColorName);
    const luxury = await names('AU-LUX');
    const sport = await names('AU-SPORT');
    expect(luxury).toContain('Emerald Lake Metallic');
    expect(luxury).not.toContain('Radiant Red Tintcoat');
    expect(sport).toContain('Radiant Red Tintcoat');
    expect(sport).not.toContain('Emerald Lake Metallic');

    const exteriors = await call(getExterior, { Country: 'AU', VariantID: 'AU-SPORT' });
    const price = (name: string) => byName(exteriors, (e) => e.exteriorColorName, name).exteriorPrice;
    expect(price('Summit White')).toBe(0);
    expect(price('Argent Silver Metallic')).toBeGreaterThanOrEqual(2_000_00);
    expect(price('Radiant Red Tintcoat')).toBeGreaterThan(price('Argent Silver Metallic'));
  });
});

describe('POST /api/Vehicle/get-interior', () => {
  it('lists only the interiors allowed with the exterior, exactly one default', async () => {
    const all = await call(getInterior, {
      Country: 'AU',
      State: 'NSW',
      VariantID: 'AU-LUX',
      ExteriorID: 'AU-LUX-SBM',
    });
    const green = await call(getInterior, { Country: 'AU', VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-ELM' });
    expect(all.map((i) => i.interiorColorName)).toEqual([
      'Jet Black Inteluxe',
      'Sky Cool Gray Inteluxe',
      'Jet Black Nappa',
      'Oxford Stone with Garnet accents Nappa',
    ]);
    expect(green.map((i) => i.interiorID)).not.toContain('AU-LUX-OSG');
    expect(green.length).toBe(all.length - 1);
    for (const list of [all, green]) expect(list.filter((i) => i.isDefault)).toHaveLength(1);
  });

  it('describes each interior with its trim colours, price, stock and estimated delivery', async () => {
    const interiors = await call(getInterior, {
      country: 'NZ',
      variantID: 'NZ-LUX',
      exteriorID: 'NZ-LUX-SBM',
      variantName: 'Luxury',
      exteriorName: 'Stellar Black Metallic',
    });
    for (const interior of interiors) {
      const query = `seat=${interior.seatHex.slice(1)}&accent=${interior.accentHex.slice(1)}&material=${interior.material.toLowerCase()}`;
      expect(interior.interiorPicture).toEqual(
        ['dash', 'seats', 'rear'].map((view) => `/media/interior/${view}.svg?${query}`),
      );
      expect(interior.interiorFilterImage).toBe(`/media/swatch/trim.svg?${query}`);
      expect(interior.available).toMatch(interior.hasStock ? /^Estimated delivery: / : /^Waitlisted$/);
      expect(interior.interiorPrice === 0).toBe(interior.material === 'Inteluxe');
    }
    expect(
      byName(interiors, (i) => i.interiorColorName, 'Oxford Stone with Garnet accents Nappa').hasStock,
    ).toBe(false);
  });

  it('answers every exterior of the catalogue with at least one interior and one default', async () => {
    for (const country of ['AU', 'NZ'] as const) {
      for (const variant of await call(getVariants, { Country: country })) {
        for (const exterior of await call(getExterior, { Country: country, VariantID: variant.variantID })) {
          const interiors = await call(getInterior, {
            Country: country,
            VariantID: variant.variantID,
            ExteriorID: exterior.exteriorID,
          });
          expect(
            interiors.filter((i) => i.isDefault),
            exterior.exteriorID,
          ).toHaveLength(1);
        }
      }
    }
  });
});

describe('POST /api/Vehicle/get-vehicle-options', () => {
  const auVehicle = {
    Country: 'AU',
    VariantID: 'AU-SPORT',
    ExteriorID: 'AU-SPORT-RRT',
    InteriorID: 'AU-SPORT-JBN',
  };
  const nzVehicle = {
    country: 'NZ',
    variantid: 'NZ-LUX',
    exteriorid: 'NZ-LUX-OBM',
    interiorid: 'NZ-LUX-JBI',
  };

  it('lists the accessories of the market with prices and descriptions', async () => {
    const { accessories } = await call(getVehicleOptions, auVehicle);
    expect(accessories.map((a) => a.optionName)).toEqual([
      'All-weather floor liners',
      'Cargo tray',
      'Roof rack cross bars',
      'Tow bar and hitch',
      'Wheel locks',
    ]);
    for (const accessory of accessories) {
      expect(accessory).toMatchObject({ optionType: 'Accessories', chargeType: null, disable: false });
      expect(accessory.optionPrice).toBeGreaterThan(0);
      expect(accessory.optionDesc).not.toBe('');
      expect(accessory.optionPicture).toEqual([accessory.optionPictureMobile]);
      expect(accessory.optionPictureMobile).toMatch(/^\/media\/option\/[a-z-]+\.svg$/);
    }
  });

  it('offers Australia the home charger (1), 2 more public years (2) and the priced add-on (3)', async () => {
    const { charging } = await call(getVehicleOptions, auVehicle);
    expect(charging.map((c) => [c.yanaOptionID, c.chargeType, c.optionPictureMobile])).toEqual([
      ['AU-HOME-CHARGER', 1, '/media/option/home-charger.svg'],
      ['AU-PUBLIC-CHARGING', 2, '/media/option/public-charging.svg'],
      ['AU-EXTENDED-INSTALLATION', 3, '/media/option/extended-installation.svg'],
    ]);
    expect(charging.map((c) => c.optionPrice > 0)).toEqual([false, false, true]);
    expect(charging[0]!.optionDesc).toContain('7.4 kW');
    expect(charging[0]!.optionDesc).toContain('15 m');
    for (const option of charging.slice(0, 2))
      expect(option.optionDesc).toContain('1 year of public charging');
  });

  it('offers New Zealand the home charger or $800 more credit on top of the included $400', async () => {
    const { charging, accessories } = await call(getVehicleOptions, nzVehicle);
    expect(charging.map((c) => [c.yanaOptionID, c.chargeType])).toEqual([
      ['NZ-HOME-CHARGER', 1],
      ['NZ-CHARGING-CREDIT', 2],
      ['NZ-EXTENDED-INSTALLATION', 3],
    ]);
    expect(charging[0]!.optionDesc).toContain('25 m');
    expect(charging[1]!.optionDesc).toContain('$800');
    for (const option of charging.slice(0, 2)) expect(option.optionDesc).toContain('$400');
    expect([...charging, ...accessories].every((o) => o.yanaOptionID.startsWith('NZ-'))).toBe(true);
  });

  it('prices the same accessory per market', async () => {
    const au = await call(getVehicleOptions, auVehicle);
    const nz = await call(getVehicleOptions, nzVehicle);
    expect(au.accessories.every((o) => o.yanaOptionID.startsWith('AU-'))).toBe(true);
    const liners = (list: typeof au.accessories) =>
      byName(list, (o) => o.optionName, 'All-weather floor liners');
    expect(liners(au.accessories).optionPrice).not.toBe(liners(nz.accessories).optionPrice);
  });
});
