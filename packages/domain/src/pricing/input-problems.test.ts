import { describe, expect, it } from 'vitest';
import { type Cents, dollars } from '../money';
import type { DriveAwayInput } from './drive-away-types';
import { findDriveAwayInputProblems } from './input-problems';
import { priceDriveAway } from './price-drive-away';
import type { Promotion } from './promotion';
import { saleOf } from './test-inputs';

const fieldsOf = (input: DriveAwayInput) => findDriveAwayInputProblems(input).map((problem) => problem.field);
const loose = (overrides: Record<string, unknown>) => saleOf(108_000, overrides as Partial<DriveAwayInput>);

describe('findDriveAwayInputProblems', () => {
  it('accepts a complete Australian or New Zealand input', () => {
    expect(fieldsOf(saleOf(108_000))).toEqual([]);
    expect(fieldsOf(saleOf(120_000, { country: 'NZ', state: undefined }))).toEqual([]);
  });

  it('needs a known state in Australia and none in New Zealand', () => {
    expect(fieldsOf(loose({ state: 'XYZ' }))).toEqual(['state']);
    expect(fieldsOf(loose({ state: undefined }))).toEqual(['state']);
    expect(fieldsOf(loose({ country: 'NZ', state: 'NSW' }))).toEqual(['state']);
    expect(fieldsOf(loose({ country: 'US' }))).toEqual(['country']);
  });

  it('refuses negative, fractional or absurd amounts', () => {
    expect(fieldsOf(loose({ variantPrice: -1 }))).toEqual(['variantPrice']);
    expect(fieldsOf(loose({ exteriorPrice: 10.5 }))).toEqual(['exteriorPrice']);
    expect(fieldsOf(loose({ interiorPrice: Number.NaN }))).toEqual(['interiorPrice']);
    expect(fieldsOf(loose({ optionPrices: [dollars(10), -5 as Cents] }))).toEqual(['optionPrices.1']);
    expect(fieldsOf(loose({ deliveryPrice: 10_000_000_001 }))).toEqual(['deliveryPrice']);
  });

  it('refuses unknown customer types, delivery options, distances and dates', () => {
    expect(fieldsOf(loose({ customerType: 'Fleet' }))).toEqual(['customerType']);
    expect(fieldsOf(loose({ deliveryOption: 'Drone' }))).toEqual(['deliveryOption']);
    expect(fieldsOf(loose({ distanceKm: -3 }))).toEqual(['distanceKm']);
    expect(fieldsOf(loose({ pricingDate: '22/11/2026' }))).toEqual(['pricingDate']);
  });

  it('names the values a customer type and a delivery option may take', () => {
    // The spec's 'Private Customer' is the contract's spelling; the contract hands pricing 'Private'.
    expect(findDriveAwayInputProblems(loose({ customerType: 'Private Customer' }))).toEqual([
      { field: 'customerType', message: 'Must be Private or Business.' },
    ]);
    expect(findDriveAwayInputProblems(loose({ deliveryOption: 'Drone' }))).toEqual([
      { field: 'deliveryOption', message: 'Must be Pickup or HomeDelivery.' },
    ]);
  });

  it('checks each promotion', () => {
    const good: Promotion = {
      name: 'Sales Incentive Discount',
      country: 'AU',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      discountType: 'Vehicle',
      amount: { rule: 'FixedAmount', amount: dollars(1_000) },
    };
    const bad = (changes: Record<string, unknown>) =>
      fieldsOf(saleOf(108_000, { promotions: [{ ...good, ...changes } as Promotion] }));
    expect(bad({})).toEqual([]);
    expect(bad({ name: 'Free Car' })).toEqual(['promotions.0.name']);
    expect(bad({ validTo: '2025-12-31' })).toEqual(['promotions.0.validTo']);
    expect(bad({ amount: { rule: 'AllOnRoadFees' } })).toEqual(['promotions.0.amount.rule']);
    expect(bad({ amount: { rule: 'FixedAmount', amount: -1 } })).toEqual(['promotions.0.amount.amount']);
    expect(bad({ discountType: 'Cashback' })).toEqual(['promotions.0.discountType']);
    expect(fieldsOf(saleOf(108_000, { promotions: [null as unknown as Promotion] }))).toEqual([
      'promotions.0',
    ]);
  });
});

describe('priceDriveAway on bad input', () => {
  it('throws a RangeError naming the field', () => {
    expect(() => priceDriveAway(loose({ country: 'NZ', state: 'VIC' }))).toThrow(
      /state: New Zealand has no state/,
    );
    expect(() => priceDriveAway(loose({ variantPrice: -100 }))).toThrow(RangeError);
  });

  it('throws for a date before the rate tables begin', () => {
    expect(() => priceDriveAway(saleOf(108_000, { pricingDate: '2025-06-30' }))).toThrow(
      /no rate in force on 2025-06-30/,
    );
    expect(() =>
      priceDriveAway(saleOf(120_000, { country: 'NZ', state: undefined, pricingDate: '2024-12-31' })),
    ).toThrow(RangeError);
  });
});
