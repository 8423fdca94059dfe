import { getDriveawayCost } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { fixedClock } from '../../platform/clock';

/*
 * get-driveaway-cost through the API, to the cent. The figures are worked by hand from the seeded catalogue
 * (AU Luxury $111,089.31 before LCT, Sport $112,627.77; NZ Sport NZ$125,757) and the rate tables of
 * docs/pricing.md section 5. 2 Mar 2026 is outside every seeded promotion; 22 Nov 2026 is inside the SAMPLE
 * 'AU On Road Fees and NZ GST Discount' (db/seed/promotions.seed.ts).
 */

const clock = fixedClock('2026-03-02T01:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const auLuxury = { VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-SWH', InteriorID: 'AU-LUX-JBI' };
const nzSport = { VariantID: 'NZ-SPORT', ExteriorID: 'NZ-SPORT-SWH', InteriorID: 'NZ-SPORT-JBI' };

async function price(body: Record<string, unknown>) {
  const res = await t.post(getDriveawayCost.path, body);
  expect(res.statusCode, res.body).toBe(200);
  return getDriveawayCost.reply.parse(res.json()).data;
}

describe('POST /api/PaymentOptions/get-driveaway-cost', () => {
  it('prices NSW, private, picked up: every line to the cent', async () => {
    clock.set('2026-03-02T01:00:00Z');
    const { driveawayCostData: cost, financeData } = await price({
      Country: 'AU',
      State: 'NSW',
      ...auLuxury,
      RegistrationType: 'Private',
      CallSource: 'Main Page',
      IfCalculateFinance: true,
    });
    expect(cost).toMatchObject({
      pricingDate: '2026-03-02',
      currency: 'AUD',
      variantName: 'Luxury',
      exteriorName: 'Summit White',
      interiorName: 'Jet Black Inteluxe',
      subTotal: 11_108_931,
      // 11,108,931 / 11 = 1,009,902.8
      gst: 1_009_903,
      // (11,108,931 − 9,138,700) × 10/11 × 33% = 591,069.3
      luxuryCarTax: 591_069,
      // dutiable value $117,000.00: $1,350 + $5 × 720
      localStampDuty: 495_000,
      localRegistrationCost: 64_900,
      localCTP: 54_600,
      localPlateFee: 4_400,
      tyreStewardshipFee: 0,
      roadUserChargers: 0,
      onRoadFeeSubtotal: 618_900,
      homeDelivery: 0,
      discounts: [],
      totalSaving: 0,
      // the $117,000 list price + $6,189 on-road costs
      driveawayPrice: 12_318_900,
      delivery: { deliveryOption: 'Pickup', distance: 0, deliveryPriceErrorCode: 0 },
    });
    expect(cost.disclaimer).toContain('a rating-one driver aged 40 with a good driving record');
    expect(cost.estimates.map((e) => e.line)).toEqual(['localRegistrationCost', 'localCTP', 'localPlateFee']);
    // Standard finance: 60 months (the flagged default), no balloon, $1,000 deposit.
    expect(financeData).toMatchObject({
      term: 60,
      balloonAmount: 0,
      deposit: 100_000,
      frequencyName: 'Monthly',
    });
    expect(financeData?.loanPayment).toBe(234_669);
  });

  it('prices VIC, business, with paint, trim and an accessory (CTP and plates inside registration)', async () => {
    const { driveawayCostData: cost } = await price({
      Country: 'AU',
      State: 'VIC',
      VariantID: 'AU-SPORT',
      ExteriorID: 'AU-SPORT-ASM',
      InteriorID: 'AU-SPORT-JBN',
      Options: [{ YanaOptionID: 'AU-FLOOR-LINERS', OptionPrice: 39_500 }],
      RegistrationType: 'Business',
      SubTotal: 11_752_277,
    });
    expect(cost).toMatchObject({
      customerType: 'Business',
      // 11,262,777 + 200,000 + 250,000 + 39,500
      subTotal: 11_752_277,
      // (11,752,277 − 9,138,700) × 0.3 = 784,073.1
      luxuryCarTax: 784_073,
      // dutiable value $125,363.50: $8.40 × ⌈125,363.50 / 200⌉ = $8.40 × 627
      localStampDuty: 526_680,
      localRegistrationCost: 97_370,
      localCTP: 0,
      localPlateFee: 0,
      includedInRegistration: ['localCTP', 'localPlateFee'],
      onRoadFeeSubtotal: 624_050,
      driveawayPrice: 13_160_400,
    });
    expect(cost.options).toEqual([
      {
        yanaOptionID: 'AU-FLOOR-LINERS',
        optionType: 'Accessories',
        optionName: 'All-weather floor liners',
        optionPrice: 39_500,
      },
    ]);
  });

  it('prices QLD with home delivery from the nearest centre that dispatches, ignoring the sent price', async () => {
    const { driveawayCostData: cost } = await price({
      Country: 'AU',
      State: 'QLD',
      ...auLuxury,
      DeliveryOption: 'HomeDelivery',
      PostCode: '4350',
      Suburb: 'Toowoomba',
      DeliveryPrice: 1,
      Distance: 1,
    });
    expect(cost).toMatchObject({
      homeDelivery: 155_000,
      delivery: { deliveryOption: 'HomeDelivery', deliveryAvailable: true, distance: 888.5 },
      // LCT on the delivered price: (11,108,931 + 155,000 − 9,138,700) × 0.3 = 637,569.3
      luxuryCarTax: 637_569,
      // QLD duty on the list price + LCT ($117,000), over $100,000: $4 × 1,170 on the whole value
      localStampDuty: 468_000,
      localRegistrationCost: 34_645,
      localCTP: 40_580,
      localPlateFee: 3_505,
      onRoadFeeSubtotal: 546_730,
      // GST in the supply with delivery: 11,263,931 / 11 = 1,023,993.7
      gst: 1_023_994,
      driveawayPrice: 12_448_230,
    });
  });

  /*
   * The other five jurisdictions on the same Luxury, picked up, private: LCT $5,910.69 and a dutiable value of
   * $117,000.00 (list price + LCT) everywhere; each state's duty, 12 months' registration, CTP and plates.
   */
  it.each([
    // SA: $60 + $4 × ⌈(117,000 − 3,000) / 100⌉ = $4,620; registration $670 includes CTP; plates $44 (proxy).
    [
      'SA',
      { localStampDuty: 462_000, localRegistrationCost: 67_000, localCTP: 0, localPlateFee: 4_400 },
      12_233_400,
    ],
    // WA: 6.5 % of $117,000 = $7,605.00; licence 23 × $27.56 + $6.60 + $10.30; MII $504.77; plates $31.10.
    [
      'WA',
      { localStampDuty: 760_500, localRegistrationCost: 65_078, localCTP: 50_477, localPlateFee: 3_110 },
      12_579_165,
    ],
    // TAS: $4 × 1,170 = $4,680 of the whole value; registration with MAIB $620.18; plates $25.24.
    [
      'TAS',
      { localStampDuty: 468_000, localRegistrationCost: 62_018, localCTP: 0, localPlateFee: 2_524 },
      12_232_542,
    ],
    // ACT (estimate row): $2,700 + $8 × 370 = $5,660; $79 + $570 + $110.60 + $2.50; MAI $390.60; plates $44.
    [
      'ACT',
      { localStampDuty: 566_000, localRegistrationCost: 76_210, localCTP: 39_060, localPlateFee: 4_400 },
      12_385_670,
    ],
    // NT: $3 × 1,170 = $3,510 (no concession above $50,000); registration free for EVs; MAC $546; plates $44.
    [
      'NT',
      { localStampDuty: 351_000, localRegistrationCost: 0, localCTP: 54_600, localPlateFee: 4_400 },
      12_110_000,
    ],
  ] as const)('prices %s, private, picked up: every line to the cent', async (state, lines, total) => {
    clock.set('2026-03-02T01:00:00Z');
    const { driveawayCostData: cost } = await price({ Country: 'AU', State: state, ...auLuxury });
    expect(cost).toMatchObject({
      state,
      subTotal: 11_108_931,
      luxuryCarTax: 591_069,
      ...lines,
      tyreStewardshipFee: 0,
      roadUserChargers: 0,
      onRoadFeeSubtotal: total - 11_700_000,
      driveawayPrice: total,
    });
  });

  it('prices New Zealand: registration, tyre fee and road user charges, no LCT or duty', async () => {
    const { driveawayCostData: cost } = await price({ Country: 'NZ', State: '', ...nzSport });
    expect(cost).toMatchObject({
      state: null,
      currency: 'NZD',
      subTotal: 12_575_700,
      // 12,575,700 × 3/23 = 1,640,308.7
      gst: 1_640_309,
      luxuryCarTax: 0,
      localStampDuty: 0,
      // $342.61 registration + $22.46 clean vehicle fee
      localRegistrationCost: 36_507,
      tyreStewardshipFee: 3_824,
      roadUserChargers: 8_844,
      onRoadFeeSubtotal: 49_175,
      driveawayPrice: 12_624_875,
    });
  });

  it('applies the running promotions of the market on the local date', async () => {
    clock.set('2026-11-22T01:00:00Z');
    const { driveawayCostData: au } = await price({ Country: 'AU', State: 'NSW', ...auLuxury });
    expect(au.pricingDate).toBe('2026-11-22');
    expect(au.discounts).toEqual([
      {
        discountType: 'OnRoadFees',
        discountName: 'Australia On Road Fees Discount',
        discountValue: 618_900,
      },
    ]);
    expect(au).toMatchObject({ totalSaving: 618_900, driveawayPrice: 11_700_000 });

    const { driveawayCostData: nz } = await price({ Country: 'NZ', ...nzSport });
    expect(nz.discounts).toEqual([
      {
        discountType: 'Vehicle',
        discountName: 'New Zealand GST Discount',
        discountValue: 1_640_309,
      },
    ]);
    // The GST left in the discounted price: (12,575,700 − 1,640,309) × 3/23 = 1,426,355.3
    expect(nz).toMatchObject({ gst: 1_426_355, totalSaving: 1_640_309, driveawayPrice: 10_984_566 });
    clock.set('2026-03-02T01:00:00Z');
  });

  it("chooses the pricing date in the market's zone", async () => {
    clock.set('2026-06-30T15:00:00Z');
    const sydney = await price({ Country: 'AU', State: 'NSW', ...auLuxury });
    const perth = await price({ Country: 'AU', State: 'WA', ...auLuxury });
    expect(sydney.driveawayCostData.pricingDate).toBe('2026-07-01');
    expect(perth.driveawayCostData.pricingDate).toBe('2026-06-30');
    clock.set('2026-03-02T01:00:00Z');
  });

  it('leaves out finance when IfCalculateFinance is false, and reads field names in any case', async () => {
    const data = await price({
      country: 'AU',
      state: 'NSW',
      variantid: 'AU-LUX',
      exteriorId: 'AU-LUX-SWH',
      INTERIORID: 'AU-LUX-JBI',
      ifCalculateFinance: false,
    });
    expect(data.financeData).toBeNull();
    expect(data.driveawayCostData.driveawayPrice).toBe(12_318_900);
  });
});
