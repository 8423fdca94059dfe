import { describe, expect, it } from 'vitest';
import { australianStateCodes } from '../market';
import type { DriveAwayCost, PricedLine } from './drive-away-types';
import { priceDriveAway } from './price-drive-away';
import { saleOf } from './test-inputs';

const estimated = (cost: DriveAwayCost): PricedLine[] => cost.estimates.map((estimate) => estimate.line);
const today = '2026-11-22';

describe('estimates within FY 2025-26', () => {
  it('NSW: registration, CTP and plates are uncertain figures; LCT, duty and GST are firm', () => {
    const cost = priceDriveAway(saleOf(108_000, { state: 'NSW', pricingDate: '2026-03-02' }));
    expect(estimated(cost)).toEqual(['localRegistrationCost', 'localCTP', 'localPlateFee']);
    const ctp = cost.estimates.find((estimate) => estimate.line === 'localCTP');
    expect(ctp?.reasons[0]).toMatch(/^NSW CTP green slip \(private\): Statewide average/);
  });

  it('QLD in Sep 2025: only the full-rate registration is an estimate', () => {
    const cost = priceDriveAway(saleOf(108_000, { state: 'QLD', pricingDate: '2025-09-20' }));
    expect(estimated(cost)).toEqual(['localRegistrationCost']);
  });

  it('a business customer sees why a private figure stands in', () => {
    const cost = priceDriveAway(
      saleOf(108_000, { state: 'QLD', pricingDate: '2025-09-20', customerType: 'Business' }),
    );
    expect(estimated(cost)).toEqual(['localRegistrationCost', 'localCTP']);
    expect(cost.estimates[1]?.reasons[0]).toMatch(/no business premium was found/);
  });

  it('ACT duty is an estimate from 1 Sep 2025 (schedule not found)', () => {
    const cost = priceDriveAway(saleOf(108_000, { state: 'ACT', pricingDate: '2026-03-02' }));
    expect(estimated(cost)).toContain('localStampDuty');
  });

  it('New Zealand in Oct 2025: the derived registration only', () => {
    const cost = priceDriveAway(
      saleOf(120_000, { country: 'NZ', state: undefined, pricingDate: '2025-10-01' }),
    );
    expect(estimated(cost)).toEqual(['localRegistrationCost']);
  });
});

describe(`estimates on ${today} (FY 2026-27, no published figures yet)`, () => {
  it.each(australianStateCodes)('%s: every FY-bound line is carried forward and marked', (state) => {
    const cost = priceDriveAway(saleOf(117_000, { state, pricingDate: today }));
    const lines = estimated(cost);
    expect(lines).toContain('luxuryCarTax');
    // The dutiable value includes the estimated LCT, so the duty is an estimate too.
    expect(lines).toContain('localStampDuty');
    // NT registration is waived for plug-in EVs until 30 Jun 2027: a known figure, not an estimate.
    if (state === 'NT') expect(lines).not.toContain('localRegistrationCost');
    else expect(lines).toContain('localRegistrationCost');
    if (!cost.includedInRegistration.includes('localCTP')) expect(lines).toContain('localCTP');
    if (!cost.includedInRegistration.includes('localPlateFee')) expect(lines).toContain('localPlateFee');
    expect(lines).not.toContain('gst');
    const threshold = cost.sources.find((source) => source.table === 'LCT threshold (fuel-efficient)');
    expect(threshold).toMatchObject({
      line: 'luxuryCarTax',
      effectiveTo: '2026-06-30',
      carriedForward: true,
    });
  });

  it('a duty on a value without LCT is not an estimate merely because the LCT threshold is', () => {
    const cost = priceDriveAway(saleOf(60_000, { state: 'NSW', pricingDate: today }));
    expect(cost.luxuryCarTax).toBe(0);
    expect(estimated(cost)).not.toContain('localStampDuty');
  });

  it('New Zealand: registration carried forward; tyre fee and road user charges are in force until changed', () => {
    const cost = priceDriveAway(saleOf(120_000, { country: 'NZ', state: undefined, pricingDate: today }));
    expect(estimated(cost)).toEqual(['localRegistrationCost']);
    expect(cost.estimates[0]?.reasons).toHaveLength(2);
  });
});
