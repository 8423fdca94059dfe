import { checkOffers, getLandingPage, getVariants } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postData } from '../../../test/support/api-calls';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { fixedClock } from '../../platform/clock';

/*
 * The starting prices (landing, variants' 'from' price) and check-offers. 2 Mar 2026 runs no promotion;
 * 1 Oct 2025 runs the 2025 finance offer and the 2025 SAMPLE promotions; 22 Nov 2026 the current SAMPLE one.
 */

const clock = fixedClock('2026-03-02T01:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe("the variants' 'from' drive-away price", () => {
  it('prices each variant in its cheapest look for the state and customer type', async () => {
    clock.set('2026-03-02T01:00:00Z');
    const variants = getVariants.data.parse(
      await postData(t, getVariants.path, { Country: 'AU', State: 'NSW' }),
    );
    // Luxury: $117,000 list + $6,189 NSW on-roads. Sport: $119,000 list + duty $1,350 + $5 × 740, + $1,239.
    expect(variants.map((v) => [v.variantID, v.driveawayPrice])).toEqual([
      ['AU-LUX', 12_318_900],
      ['AU-SPORT', 12_528_900],
    ]);
  });

  it('is null until the location is complete', async () => {
    const variants = getVariants.data.parse(await postData(t, getVariants.path, { Country: 'AU' }));
    expect(variants.map((v) => v.driveawayPrice)).toEqual([null, null]);
  });
});

describe('POST /api/Vehicle/get-landing-page', () => {
  it('gives Australia its starting drive-away price and repayment', async () => {
    clock.set('2026-03-02T01:00:00Z');
    const landing = getLandingPage.data.parse(
      await postData(t, getLandingPage.path, {
        Country: 'AU',
        State: 'NSW',
        CustomerType: 'Private',
        Model: 'LYRIQ',
      }),
    );
    expect(landing).toMatchObject({
      country: 'AU',
      state: 'NSW',
      yanaVariantId: 'AU-LUX',
      exteriorPrice: 0,
      interiorPrice: 0,
      subTotal: 11_108_931,
      driveawayCost: 12_318_900,
      loanPaymentText: '$2,346.69',
      frequentlyText: 'per month',
      promoText: null,
      optionName: null,
    });
    expect(landing.available).toMatch(/^Estimated delivery/);
  });

  it('gives New Zealand its promotional line and no starting price', async () => {
    clock.set('2026-11-22T01:00:00Z');
    const landing = getLandingPage.data.parse(await postData(t, getLandingPage.path, { Country: 'NZ' }));
    expect(landing).toMatchObject({
      country: 'NZ',
      yanaVariantId: 'NZ-LUX',
      subTotal: 12_375_700,
      driveawayCost: null,
      loanPaymentText: null,
      promoText: 'Limited time: save the GST on every LYRIQ ordered by 31 January 2027.',
    });
  });

  it('refuses another model and Australia without a state', async () => {
    const model = await t.post(getLandingPage.path, { Country: 'AU', State: 'NSW', Model: 'ESCALADE' });
    expect(model.statusCode).toBe(400);
    expect(model.json().details[0].field).toBe('Model');
    const state = await t.post(getLandingPage.path, { Country: 'AU' });
    expect(state.statusCode).toBe(400);
    expect(state.json().details[0].field).toBe('State');
  });
});

describe('POST /api/offer/check-offers', () => {
  it('lists the finance offer and the price promotion running in Australia on 1 Oct 2025', async () => {
    clock.set('2025-10-01T01:00:00Z');
    const promos = checkOffers.data.parse(await postData(t, checkOffers.path, { Country: 'AU' }));
    expect(promos.map((p) => [p.name, p.data.offerId, p.data.discountType, p.data.validTo])).toEqual([
      ['financeOffer', 1, null, '2025-11-30'],
      ['Australia On Road Fees Discount', 0, 'OnRoadFees', '2025-11-30'],
    ]);
    expect(promos[0]!.data.scrollText).toContain('1.99% p.a. comparison rate');
  });

  it('lists only the promotions of the market and the day', async () => {
    clock.set('2025-10-01T01:00:00Z');
    const nz = checkOffers.data.parse(await postData(t, checkOffers.path, { Country: 'NZ' }));
    expect(nz.map((p) => p.name)).toEqual(['New Zealand GST Discount']);
    clock.set('2026-03-02T01:00:00Z');
    expect(await postData(t, checkOffers.path, { Country: 'AU' })).toEqual([]);
    clock.set('2026-11-22T01:00:00Z');
    const au = checkOffers.data.parse(await postData(t, checkOffers.path, { Country: 'AU' }));
    expect(au.map((p) => [p.name, p.data.offerId, p.data.minimumDepositPercent])).toEqual([
      ['financeOffer', 2, 20],
      ['AU On Road Fees and NZ GST Discount', 0, null],
    ]);
  });

  it('refuses an unknown country', async () => {
    const res = await t.post(checkOffers.path, { Country: 'US' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('Country');
  });
});
