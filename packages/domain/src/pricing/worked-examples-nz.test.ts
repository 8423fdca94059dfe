import { describe, expect, it } from 'vitest';
import { dollars } from '../money';
import { priceDriveAway } from './price-drive-away';
import { saleOf } from './test-inputs';

// Research onroad-costs.md section 4.1: NZ$120,000 GST-inclusive, private passenger EV.
const nzSale = (pricingDate: string) => saleOf(120_000, { country: 'NZ', state: undefined, pricingDate });

describe('research 4.1: NZ$120,000', () => {
  it('registered after 1 Jul 2025: NZ$120,491.75', () => {
    const cost = priceDriveAway(nzSale('2025-10-01'));
    expect(cost).toMatchObject({
      currency: 'NZD',
      subTotal: dollars(120_000),
      gst: dollars(15_652.17),
      luxuryCarTax: 0,
      localStampDuty: 0,
      localCTP: 0,
      // First registration + plates + 12-month licence incl. ACC (derived $342.61) + clean vehicle fee $22.46.
      localRegistrationCost: dollars(342.61 + 22.46),
      localPlateFee: 0,
      includedInRegistration: ['localPlateFee'],
      tyreStewardshipFee: dollars(38.24),
      roadUserChargers: dollars(88.44),
      onRoadFeeSubtotal: dollars(491.75),
      driveawayPrice: dollars(120_491.75),
    });
  });

  it('registered 1 Jan – 30 Jun 2025: NZ$120,392.29, no clean vehicle fee', () => {
    const cost = priceDriveAway(nzSale('2025-03-01'));
    expect(cost.localRegistrationCost).toBe(dollars(265.61));
    expect(cost.driveawayPrice).toBe(dollars(120_392.29));
  });

  it("derives the 2025/26 registration from the ACC levy change: 265.61 + (109.05 − 42.09) × 1.15 = 342.61, and the research's licence check (109.05 − 49.38) × 1.15 = $68.62 holds", () => {
    expect(dollars(265.61) + Math.round((dollars(109.05) - dollars(42.09)) * 1.15)).toBe(dollars(342.61));
    expect(Math.round((dollars(109.05) - dollars(49.38)) * 1.15)).toBe(dollars(212.84 - 144.22));
  });

  it('has no business-specific charge (research 9h)', () => {
    const business = priceDriveAway({ ...nzSale('2025-10-01'), customerType: 'Business' });
    expect(business.driveawayPrice).toBe(dollars(120_491.75));
  });
});
