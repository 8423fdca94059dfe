import {
  getCountryAndState,
  getExterior,
  getInterior,
  getVariants,
  getVehicleOptions,
} from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { toExteriorEntry, toInteriorEntry, toOptionEntry, toVariantEntry } from './configurator-api';
import countryAndState from './fixtures/country-and-state.json';
import exteriorSport from './fixtures/exterior-au-sport.json';
import interiors from './fixtures/interior-au-sport-swh.json';
import options from './fixtures/options-au.json';
import variantsAu from './fixtures/variants-au-nsw.json';
import variantsNz from './fixtures/variants-nz.json';

/*
 * The fixtures are replies recorded from the real server (catalogue seed). Parsing them with the contract's
 * schemas here (zod only in tests, never in the bundle) proves the client's types match the wire.
 */
describe('recorded catalogue replies match the contract', () => {
  it('get-country-and-state', () => {
    const { data } = getCountryAndState.reply.parse(countryAndState);
    expect(data.map((entry) => entry.country.code)).toEqual(['AU', 'NZ']);
    expect(data[0]?.states.map((s) => s.code)).toContain('NSW');
    expect(data[1]?.states).toEqual([]);
  });

  it('get-variants, mapped to configuration entries in cents', () => {
    const au = getVariants.reply.parse(variantsAu).data;
    getVariants.reply.parse(variantsNz);
    expect(au.map(toVariantEntry)).toEqual([
      { id: 'AU-LUX', name: 'Luxury', isDefault: true, basePrice: 11_108_931 },
      { id: 'AU-SPORT', name: 'Sport', isDefault: false, basePrice: 11_262_777 },
    ]);
  });

  it('get-exterior, with one default paint', () => {
    const rows = getExterior.reply.parse(exteriorSport).data;
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
    expect(
      toExteriorEntry(rows.find((row) => row.exteriorColorName === 'Radiant Red Tintcoat')!),
    ).toMatchObject({
      price: 330_000,
      hasStock: false,
    });
    expect(new URL(rows[0]!.exteriorPicture[0]!, 'http://x').searchParams.get('color')).toMatch(
      /^[0-9a-f]{6}$/,
    );
  });

  it('get-interior', () => {
    const rows = getInterior.reply.parse(interiors).data;
    expect(rows.map(toInteriorEntry).find((entry) => entry.isDefault)?.name).toBe('Jet Black Inteluxe');
  });

  it('get-vehicle-options, with the three charge types', () => {
    const { accessories, charging } = getVehicleOptions.reply.parse(options).data;
    expect(accessories.every((row) => toOptionEntry(row).kind === 'Accessories')).toBe(true);
    expect(charging.map((row) => toOptionEntry(row).chargeType)).toEqual([1, 2, 3]);
  });

  it('a changed reply shape would fail here', () => {
    const broken = structuredClone(variantsAu) as { data: Record<string, unknown>[] };
    broken.data[0]!.variantPrice = '117000';
    expect(getVariants.reply.safeParse(broken).success).toBe(false);
  });
});
