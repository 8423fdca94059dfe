import { type Cents, dollars } from '../money';
import type { DriveAwayInput } from './drive-away-types';

/**
 * A drive-away input for tests: a picked-up car of `price` dollars with nothing else, no promotions.
 * @example saleOf(108_000, { state: 'VIC' }).variantPrice // 10_800_000
 */
export function saleOf(price: number, overrides: Partial<DriveAwayInput> = {}): DriveAwayInput {
  return {
    country: 'AU',
    state: 'NSW',
    customerType: 'Private',
    variantPrice: dollars(price),
    exteriorPrice: dollars(0),
    interiorPrice: dollars(0),
    optionPrices: [] as Cents[],
    deliveryOption: 'Pickup',
    deliveryPrice: dollars(0),
    pricingDate: '2026-03-02',
    promotions: [],
    ...overrides,
  };
}
