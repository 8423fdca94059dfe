import { describe, expect, it } from 'vitest';
import { dollars } from '../money';
import { pricingDisclaimer } from './disclaimer';
import { priceDriveAway } from './price-drive-away';
import { saleOf } from './test-inputs';

describe('pricingDisclaimer', () => {
  it('states the Australian assumptions and names every estimated line', () => {
    const text = pricingDisclaimer(
      priceDriveAway(saleOf(117_000, { state: 'NSW', pricingDate: '2026-11-22' })),
    );
    expect(text).toContain(
      'private buyer registering the vehicle in New South Wales, priced on 22 November 2026',
    );
    expect(text).toContain('12 months’ registration');
    expect(text).toContain('a rating-one driver aged 40 with a good driving record');
    expect(text).toContain(
      'Estimated: luxury car tax, stamp duty, registration, compulsory third party insurance and plate fee — ',
    );
  });

  it('says which lines registration includes, and mentions home delivery when charged', () => {
    const text = pricingDisclaimer(
      priceDriveAway(
        saleOf(117_000, {
          state: 'VIC',
          customerType: 'Business',
          deliveryOption: 'HomeDelivery',
          deliveryPrice: dollars(900),
        }),
      ),
    );
    expect(text).toContain('business buyer registering the vehicle in Victoria');
    expect(text).toContain('Registration includes compulsory third party insurance and plate fee.');
    expect(text).toContain('and the plate fee, and home delivery.');
  });

  it('states the New Zealand inclusions, and says so when no line is an estimate', () => {
    const text = pricingDisclaimer(
      priceDriveAway(saleOf(120_000, { country: 'NZ', state: undefined, pricingDate: '2025-03-01' })),
    );
    expect(text).toContain('in New Zealand dollars including GST');
    expect(text).toContain('the tyre stewardship fee and a 1,000 km road user charges licence.');
    expect(text).toContain('Government charges are at the rates in force on the pricing date.');
    expect(text).toContain('the same for private and business buyers');
    expect(text).not.toContain('Estimated');
  });
});
