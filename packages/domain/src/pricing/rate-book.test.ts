import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import type { RateRow } from './dated-rate';
import { priceDriveAway } from './price-drive-away';
import { rateTables, sameShape, tableFromBook } from './rate-book';
import { nswRates } from './rates/nsw';
import { saleOf } from './test-inputs';

const plates = nswRates.plates as Exclude<typeof nswRates.plates, 'IncludedInRegistration'>;
const newPlates: RateRow<number> = {
  effectiveFrom: '2027-01-01',
  effectiveTo: null,
  sourceUrl: 'https://example.gov.au/plates-2027',
  estimate: null,
  value: 5_000,
};

describe('the rate book', () => {
  it('names every table the engine reads once', () => {
    const names = rateTables().map(({ table }) => table.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('NSW number plates');
  });

  it('ends a row the day before a later one starts, without changing the rows given', () => {
    const rows = [newPlates, ...plates.rows];
    const table = tableFromBook(plates, new Map([[plates.name, rows]]));
    expect(table.rows.map((row) => [row.effectiveFrom, row.effectiveTo])).toEqual([
      ['2025-07-01', '2026-06-30'],
      ['2027-01-01', null],
    ]);
    const open = { ...plates.rows[0]!, effectiveTo: null };
    const clipped = tableFromBook(plates, new Map([[plates.name, [open, newPlates]]]));
    expect(clipped.rows[0]?.effectiveTo).toBe('2026-12-31');
    expect(open.effectiveTo).toBeNull();
    expect(tableFromBook(plates, new Map())).toBe(plates);
  });

  it('prices with the book: the new row from its first day, the old one (carried forward) the day before', () => {
    const book = new Map([[plates.name, [...plates.rows, newPlates]]]);
    const on = (pricingDate: string) =>
      priceDriveAway(saleOf(108_000, { pricingDate, rateBook: book })).localPlateFee;
    expect(on('2026-12-31')).toBe(cents(4_400));
    expect(on('2027-01-01')).toBe(cents(5_000));
    expect(priceDriveAway(saleOf(108_000, { pricingDate: '2027-01-01' })).localPlateFee).toBe(4_400);
  });

  it('accepts a value only in the shape of the rows of its table', () => {
    expect(sameShape(5_000, 4_400)).toBe(true);
    expect(sameShape('5000', 4_400)).toBe(false);
    const fees = [{ label: 'Registration fee', amount: 7_900 }];
    expect(
      sameShape(
        [
          { label: 'Fee', amount: 1 },
          { label: 'Tax', amount: 2 },
        ],
        fees,
      ),
    ).toBe(true);
    expect(sameShape([{ label: 'Fee' }], fees)).toBe(false);
    expect(sameShape([], fees)).toBe(false);
    expect(sameShape({ per1000Km: 7_600, adminFee: 1_244 }, { per1000Km: 1, adminFee: 1 })).toBe(true);
    expect(sameShape({ per1000Km: 7_600 }, { per1000Km: 1, adminFee: 1 })).toBe(false);
  });
});
