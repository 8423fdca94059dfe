import { getDriveawayCost } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRefused } from '../../../test/support/api-calls';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { fixedClock } from '../../platform/clock';

/* Bad input to get-driveaway-cost: a 4xx envelope naming the field, never a 500. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-03-02T01:00:00Z') });
});
afterAll(() => t.close());

const nsw = {
  Country: 'AU',
  State: 'NSW',
  VariantID: 'AU-LUX',
  ExteriorID: 'AU-LUX-SWH',
  InteriorID: 'AU-LUX-JBI',
};

describe('get-driveaway-cost refuses', () => {
  it.each([
    ['an unknown variant', { VariantID: 'AU-NOPE' }, 'VariantID'],
    ["the other market's variant", { VariantID: 'NZ-LUX' }, 'VariantID'],
    ["another variant's exterior", { ExteriorID: 'AU-SPORT-SWH' }, 'ExteriorID'],
    ['an interior not offered with the exterior', { InteriorID: 'AU-SPORT-JBI' }, 'InteriorID'],
    ['an unknown option', { Options: [{ YanaOptionID: 'NZ-HOME-CHARGER' }] }, 'Options.0.YanaOptionID'],
  ])('%s with 404', async (_, change, field) => {
    const envelope = await postRefused(t, getDriveawayCost.path, { ...nsw, ...change }, 404, field);
    expect(envelope.errorCode).toBe('NotFound');
  });

  it.each([
    ['a state for New Zealand', { Country: 'NZ', State: 'NSW' }, 'State'],
    ['Australia without a state', { State: '' }, 'State'],
    ['an unknown state', { State: 'XX' }, 'State'],
    ['an unknown country', { Country: 'US' }, 'Country'],
    ['a negative price', { VariantPrice: -1 }, 'VariantPrice'],
    ['a fractional price', { SubTotal: 10.5 }, 'SubTotal'],
    ['a missing variant id', { VariantID: undefined }, 'VariantID'],
    ['an unknown customer type', { RegistrationType: 'Fleet' }, 'RegistrationType'],
    ['an unknown delivery option', { DeliveryOption: 'Drone' }, 'DeliveryOption'],
    ['home delivery without a postcode', { DeliveryOption: 'HomeDelivery' }, 'PostCode'],
    ['a malformed postcode', { PostCode: '20A0' }, 'PostCode'],
    ['text for a price', { ExteriorPrice: '0' }, 'ExteriorPrice'],
  ])('%s with 400', async (_, change, field) => {
    const envelope = await postRefused(t, getDriveawayCost.path, { ...nsw, ...change }, 400, field);
    expect(envelope.errorCode).toBe('InvalidInput');
  });

  it.each([
    ['a home charger with more public charging', ['AU-HOME-CHARGER', 'AU-PUBLIC-CHARGING']],
    ['an installation add-on without the charger', ['AU-EXTENDED-INSTALLATION']],
    ['an option twice', ['AU-FLOOR-LINERS', 'AU-FLOOR-LINERS']],
  ])('%s with 400 InvalidOptions', async (_, ids) => {
    const envelope = await postRefused(
      t,
      getDriveawayCost.path,
      { ...nsw, Options: ids.map((id) => ({ YanaOptionID: id })) },
      400,
      'Options',
    );
    expect(envelope.errorCode).toBe('InvalidOptions');
  });

  it.each([
    ['variant price', { VariantPrice: 11_700_000 }, 'VariantPrice'],
    ['exterior price', { ExteriorPrice: 100 }, 'ExteriorPrice'],
    [
      'option price',
      { Options: [{ YanaOptionID: 'AU-FLOOR-LINERS', OptionPrice: 1 }] },
      'Options.0.OptionPrice',
    ],
    ['subtotal', { SubTotal: 100_000 }, 'SubTotal'],
  ])('a %s that differs from the catalogue with 409', async (_, change, field) => {
    const envelope = await postRefused(t, getDriveawayCost.path, { ...nsw, ...change }, 409, field);
    expect(envelope.errorCode).toBe('PriceMismatch');
  });

  it('accepts prices that agree with the catalogue', async () => {
    const res = await t.post(getDriveawayCost.path, {
      ...nsw,
      VariantPrice: 11_108_931,
      ExteriorPrice: 0,
      InteriorPrice: 0,
      SubTotal: 11_108_931,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('get-driveaway-cost prices home delivery from the place it can verify (issues 15.4, 14.19)', () => {
  const home = { ...nsw, DeliveryOption: 'HomeDelivery' };
  it('refuses a suburb typed next to another town’s postcode, naming the suburb', async () => {
    const envelope = await postRefused(
      t,
      getDriveawayCost.path,
      { ...home, Suburb: 'Sydney', PostCode: '2830' },
      400,
      'Suburb',
    );
    expect(envelope.message).toBe('Sydney is not in postcode 2830.');
  });

  it('refuses a postcode of another state, naming the postcode', async () => {
    const envelope = await postRefused(
      t,
      getDriveawayCost.path,
      { ...home, Suburb: 'Nowhere', PostCode: '9999' },
      400,
      'PostCode',
    );
    expect(envelope.message).toBe('Postcode 9999 is in VIC, not NSW.');
  });

  it('prices Dubbo’s postcode with Dubbo, and Sydney’s with Sydney', async () => {
    const fee = async (Suburb: string, PostCode: string) => {
      const res = await t.post(getDriveawayCost.path, { ...home, Suburb, PostCode });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.driveawayCostData.homeDelivery;
    };
    expect(await fee('Dubbo', '2830')).toBeGreaterThan(0);
    expect(await fee('Sydney', '2000')).toBe(0);
  });
});
