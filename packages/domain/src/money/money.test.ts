import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, dollars, roundCents, sumCents, toDollars } from './cents';
import { formatAddOn, formatChargingPrice, formatMoney } from './format';

describe('cents', () => {
  it('refuses fractions and unsafe integers', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
    expect(() => cents(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });

  it('rounds halves away from zero, once', () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(-0.5)).toBe(-1);
    expect(roundCents(498_390.4)).toBe(498_390);
    expect(roundCents(1.005 * 100)).toBe(101);
  });

  it('converts dollars with two decimals exactly', () => {
    expect(dollars(117_000)).toBe(11_700_000);
    expect(dollars(39.2)).toBe(3_920);
    expect(dollars(0.1 + 0.2)).toBe(30);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (c) => {
        expect(dollars(toDollars(cents(c)))).toBe(c);
      }),
    );
  });

  it('sums without drift', () => {
    expect(sumCents([cents(10), cents(20), cents(30)])).toBe(60);
    expect(sumCents([])).toBe(0);
  });
});

describe('formatting (spec 000 section 9)', () => {
  it('formats en-AU dollars', () => {
    expect(formatMoney(cents(11_900_000))).toBe('$119,000');
    expect(formatMoney(cents(498_390))).toBe('$4,983.90');
    expect(formatMoney(cents(-100_005))).toBe('-$1,000.05');
    expect(formatMoney(cents(7))).toBe('$0.07');
  });

  it('writes what Intl writes for en-AU dollars, whole and with cents', () => {
    const intl = (decimals: number) =>
      new Intl.NumberFormat('en-AU', {
        style: 'currency',
        currency: 'AUD',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    const [whole, exact] = [intl(0), intl(2)];
    const amounts = [
      0, 1, 99, 100, 101, 999_99, 1_000_00, 12_345_67, 61_990_00, 100_000_000_00, 1_234_567_890_12,
    ];
    for (const amount of [...amounts, ...amounts.slice(1).map((a) => -a)]) {
      const expected = amount % 100 === 0 ? whole.format(amount / 100) : exact.format(amount / 100);
      expect(formatMoney(cents(amount))).toBe(expected);
    }
  });

  it('shows Included for a zero add-on and a plus for a positive one', () => {
    expect(formatAddOn(cents(0))).toBe('Included');
    expect(formatAddOn(cents(250_000))).toBe('+$2,500');
  });

  it('shows FREE for a zero charging option', () => {
    expect(formatChargingPrice(cents(0))).toBe('FREE');
    expect(formatChargingPrice(cents(120_000))).toBe('+$1,200');
  });
});
