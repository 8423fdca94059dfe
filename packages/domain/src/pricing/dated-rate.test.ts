import { describe, expect, it } from 'vitest';
import { type RateTable, selectRate } from './dated-rate';
import { isIsoDate } from './iso-date';
import { ceilDiv, floorDiv } from './whole-number';

const table: RateTable<number> = {
  name: 'Test fee',
  rows: [
    {
      effectiveFrom: '2025-07-01',
      effectiveTo: '2025-12-31',
      sourceUrl: 'https://a.example',
      estimate: null,
      value: 1,
    },
    {
      effectiveFrom: '2026-01-01',
      effectiveTo: '2026-06-30',
      sourceUrl: 'https://b.example',
      estimate: 'Undated source.',
      value: 2,
    },
  ],
};

describe('selectRate', () => {
  it('picks the row in force, both ends inclusive', () => {
    expect(selectRate(table, '2025-07-01').value).toBe(1);
    expect(selectRate(table, '2025-12-31').value).toBe(1);
    expect(selectRate(table, '2026-01-01').value).toBe(2);
    expect(selectRate(table, '2026-06-30').source).toEqual({
      table: 'Test fee',
      effectiveFrom: '2026-01-01',
      effectiveTo: '2026-06-30',
      sourceUrl: 'https://b.example',
      carriedForward: false,
    });
  });

  it("reports a row's own estimate reason", () => {
    expect(selectRate(table, '2025-08-01').estimateReasons).toEqual([]);
    expect(selectRate(table, '2026-02-01').estimateReasons).toEqual(['Test fee: Undated source.']);
  });

  it('carries the newest row forward past its end and says so', () => {
    const selected = selectRate(table, '2026-11-22');
    expect(selected.value).toBe(2);
    expect(selected.source.carriedForward).toBe(true);
    expect(selected.estimateReasons).toEqual([
      'Test fee: Undated source.',
      'Test fee: no figure for the period after 2026-06-30 is published in our sources; the last known figure is carried forward.',
    ]);
  });

  it('never carries forward an open-ended row', () => {
    const open: RateTable<number> = {
      name: 'Statutory rate',
      rows: [
        {
          effectiveFrom: '2008-10-03',
          effectiveTo: null,
          sourceUrl: 'https://c.example',
          estimate: null,
          value: 33,
        },
      ],
    };
    expect(selectRate(open, '2030-01-01')).toMatchObject({ value: 33, estimateReasons: [] });
  });

  it('refuses a date before the table starts', () => {
    expect(() => selectRate(table, '2025-06-30')).toThrow(/Test fee: no rate in force on 2025-06-30/);
  });
});

describe('dates and whole units', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });

  it('divides integers exactly', () => {
    expect(ceilDiv(0, 100)).toBe(0);
    expect(ceilDiv(1, 100)).toBe(1);
    expect(ceilDiv(200, 100)).toBe(2);
    expect(floorDiv(199, 100)).toBe(1);
    expect(() => ceilDiv(-1, 100)).toThrow(RangeError);
    expect(() => floorDiv(1.5, 1)).toThrow(RangeError);
  });
});
