import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, dollars } from '../money';
import {
  balloonAmount,
  clampDeposit,
  depositRange,
  maximumDeposit,
  minimumDeposit,
  shouldCalculate,
  validateDeposit,
} from './deposit';
import { standardMinimumDeposit } from './lenders';
import { financeOffer2025 } from './offers.test-support';

const offerRule = financeOffer2025.product.minimumDeposit;

describe('minimum deposit (spec 001 section 5)', () => {
  it('is $1,000 for standard finance, whatever the price', () => {
    expect(minimumDeposit(standardMinimumDeposit, dollars(119_000))).toBe(100_000);
    expect(minimumDeposit(standardMinimumDeposit, dollars(8_000))).toBe(100_000);
  });

  it('is 20% of the drive-away price rounded up to the whole dollar for the offer', () => {
    expect(minimumDeposit(offerRule, dollars(100_000))).toBe(dollars(20_000));
    expect(minimumDeposit(offerRule, cents(10_000_001))).toBe(dollars(20_001));
    expect(minimumDeposit(offerRule, cents(11_999_999))).toBe(dollars(24_000));
    expect(minimumDeposit(offerRule, dollars(123_456.78))).toBe(dollars(24_692));
  });

  it('is never below 20% and less than a dollar above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 30_000_000 }), (price) => {
        const minimum = minimumDeposit(offerRule, cents(price));
        expect(minimum % 100).toBe(0);
        expect(minimum * 5).toBeGreaterThanOrEqual(price);
        expect((minimum - 100) * 5).toBeLessThan(price);
      }),
    );
  });
});

describe('maximum deposit', () => {
  it('is the drive-away price less the balloon less $5,000', () => {
    const price = dollars(119_000);
    expect(maximumDeposit(price, cents(0))).toBe(dollars(114_000));
    expect(maximumDeposit(price, balloonAmount(price, 30))).toBe(dollars(78_300));
  });

  it('takes the balloon as a share of the drive-away price, rounded to the cent', () => {
    expect(balloonAmount(cents(11_900_000), 30)).toBe(3_570_000);
    expect(balloonAmount(cents(12_345_675), 10)).toBe(1_234_568);
    expect(balloonAmount(cents(12_345_675), 0)).toBe(0);
  });
});

describe('validateDeposit', () => {
  const price = dollars(119_000);
  const standardRange = depositRange(standardMinimumDeposit, price, cents(0));
  const offerRange = depositRange(offerRule, price, cents(0));

  it('gives the spec’s messages word for word below the minimum', () => {
    expect(validateDeposit(dollars(999.99), standardMinimumDeposit, standardRange)).toBe(
      'A minimum deposit of $1000 is required.',
    );
    expect(validateDeposit(dollars(23_799), offerRule, offerRange)).toBe(
      'A minimum deposit of 20% is required for this finance offer.',
    );
  });

  it('accepts both ends of the range', () => {
    expect(validateDeposit(dollars(1_000), standardMinimumDeposit, standardRange)).toBeNull();
    expect(validateDeposit(dollars(114_000), standardMinimumDeposit, standardRange)).toBeNull();
    expect(validateDeposit(dollars(23_800), offerRule, offerRange)).toBeNull();
  });

  it('names the maximum above it', () => {
    expect(validateDeposit(cents(11_400_001), standardMinimumDeposit, standardRange)).toBe(
      'The maximum deposit is $114,000.',
    );
  });
});

describe('clampDeposit (on blur)', () => {
  const maximum = dollars(114_000);

  it('keeps two decimals and clamps to the maximum and to zero', () => {
    expect(clampDeposit(12_345.678, maximum)).toBe(1_234_568);
    expect(clampDeposit(5_000, maximum)).toBe(500_000);
    expect(clampDeposit(200_000, maximum)).toBe(maximum);
    expect(clampDeposit(-50, maximum)).toBe(0);
    expect(clampDeposit(500, maximum)).toBe(50_000);
  });

  it('gives nothing for input that is not a number', () => {
    expect(clampDeposit(Number.NaN, maximum)).toBeNull();
    expect(clampDeposit(Number.POSITIVE_INFINITY, maximum)).toBeNull();
  });

  it('always yields a deposit within [0, maximum]', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.integer({ min: 0, max: 30_000_000 }),
        (typed, max) => {
          const clamped = clampDeposit(typed, cents(max))!;
          expect(Number.isInteger(clamped)).toBe(true);
          expect(clamped).toBeGreaterThanOrEqual(0);
          expect(clamped).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
});

describe('shouldCalculate (spec 001 section 4)', () => {
  const price = dollars(119_000);

  it('calculates only inside the range', () => {
    expect(shouldCalculate(dollars(1_000), standardMinimumDeposit, price, cents(0))).toBe(true);
    expect(shouldCalculate(dollars(999), standardMinimumDeposit, price, cents(0))).toBe(false);
    expect(shouldCalculate(dollars(114_000.01), standardMinimumDeposit, price, cents(0))).toBe(false);
    expect(shouldCalculate(dollars(10_000), offerRule, price, cents(0))).toBe(false);
  });

  it('never calculates when the deposit reaches the price less the balloon', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 30_000_000 }),
        fc.constantFrom(0, 10, 20, 30, 40),
        fc.integer({ min: 0, max: 30_000_000 }),
        (price, percent, beyond) => {
          const balloon = balloonAmount(cents(price), percent);
          const deposit = cents(price - balloon + beyond);
          expect(shouldCalculate(deposit, standardMinimumDeposit, cents(price), balloon)).toBe(false);
        },
      ),
    );
  });
});
