import { type Cents, dollars } from '../../money';
import type { RateTable } from '../dated-rate';

const atoRates = 'https://www.ato.gov.au/rates/luxury-car-tax-rate-and-thresholds';

/**
 * Luxury car tax rate, percent of the GST-exclusive excess over the threshold.
 * @example selectRate(lctRate, '2026-03-02').value // 33
 */
export const lctRate: RateTable<number> = {
  name: 'Luxury car tax rate',
  rows: [{ effectiveFrom: '2008-10-03', effectiveTo: null, sourceUrl: atoRates, estimate: null, value: 33 }],
};

/**
 * The LCT threshold for fuel-efficient vehicles (combined consumption ≤ 3.5 L/100 km from 1 Jul 2025, so every
 * battery EV). Thresholds are indexed each 1 July and never lowered (2025-26 stayed at the 2024-25 figure
 * because the factor, 0.997, was below 1), so a carried-forward figure can only over-state the LCT. The
 * threshold for other vehicles ($80,567 in 2025-26) never applies to an EV.
 * @example selectRate(lctThresholdFuelEfficient, '2026-03-02').value // 9_138_700
 */
export const lctThresholdFuelEfficient: RateTable<Cents> = {
  name: 'LCT threshold (fuel-efficient)',
  rows: [
    {
      effectiveFrom: '2025-07-01',
      effectiveTo: '2026-06-30',
      sourceUrl: atoRates,
      estimate: null,
      value: dollars(91_387),
    },
  ],
};
