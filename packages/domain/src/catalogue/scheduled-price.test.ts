import { describe, expect, it } from 'vitest';
import { priceInEffect } from './scheduled-price';

describe('priceInEffect', () => {
  const schedule = [
    { effectiveFrom: '2027-03-01', priceCents: 3_000 },
    { effectiveFrom: '2027-01-01', priceCents: 2_000 },
  ];

  it("keeps the row's own price before the first scheduled day", () => {
    expect(priceInEffect(1_000, schedule, '2026-12-31')).toBe(1_000);
    expect(priceInEffect(1_000, [], '2030-01-01')).toBe(1_000);
  });

  it('takes a scheduled price from its first day, and the latest one that has started', () => {
    expect(priceInEffect(1_000, schedule, '2027-01-01')).toBe(2_000);
    expect(priceInEffect(1_000, schedule, '2027-02-28')).toBe(2_000);
    expect(priceInEffect(1_000, schedule, '2027-03-01')).toBe(3_000);
  });
});
