import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  detectCardBrand,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  lastFour,
  passesLuhn,
} from './card';

/** Appends the Luhn check digit to a partial number. */
function withCheckDigit(partial: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${partial}${digit}`)) return `${partial}${digit}`;
  }
  throw new Error('unreachable');
}

describe('card rules', () => {
  it('detects the three accepted brands and nothing else', () => {
    expect(detectCardBrand('4111111111111111')).toBe('visa');
    expect(detectCardBrand('5555555555554444')).toBe('mc');
    expect(detectCardBrand('2221000000000009')).toBe('mc');
    expect(detectCardBrand('2720990000000000')).toBe('mc');
    expect(detectCardBrand('370000000000002')).toBe('amex');
    expect(detectCardBrand('340000000000009')).toBe('amex');
    expect(detectCardBrand('6011111111111117')).toBeUndefined(); // Discover
    expect(detectCardBrand('3530111333300000')).toBeUndefined(); // JCB
    expect(detectCardBrand('2721000000000000')).toBeUndefined();
  });

  it('checks Luhn and brand lengths', () => {
    expect(isValidCardNumber('4111111111111111')).toBe(true);
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('370000000000002')).toBe(true);
    expect(isValidCardNumber('37000000000000')).toBe(false);
    expect(isValidCardNumber('5555555555554444')).toBe(true);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('12a4')).toBe(false);
  });

  it('accepts every number with its check digit and refuses every single-digit change', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 18 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (partial, position, delta) => {
          const number = withCheckDigit(partial);
          expect(passesLuhn(number)).toBe(true);
          const at = position % number.length;
          const changed = (Number(number[at]) + delta) % 10;
          const mutated = `${number.slice(0, at)}${changed}${number.slice(at + 1)}`;
          expect(passesLuhn(mutated)).toBe(false);
        },
      ),
    );
  });

  it('reads typed numbers with spaces and dashes only', () => {
    expect(cardDigits('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(cardDigits('4111 1111 1111 111x')).toBeUndefined();
    expect(lastFour('4111111111111111')).toBe('1111');
  });

  it('keeps a card valid until the end of its expiry month', () => {
    const today = { year: 2026, month: 11 };
    expect(isValidExpiry('11/26', today)).toBe(true);
    expect(isValidExpiry('10/26', today)).toBe(false);
    expect(isValidExpiry('03/2030', today)).toBe(true);
    expect(isValidExpiry('13/30', today)).toBe(false);
    expect(isValidExpiry('00/30', today)).toBe(false);
    expect(isValidExpiry('03/60', today)).toBe(false);
    expect(isValidExpiry('0330', today)).toBe(false);
  });

  it('wants four CVC digits on American Express and three elsewhere', () => {
    expect(isValidCvc('7373', 'amex')).toBe(true);
    expect(isValidCvc('737', 'amex')).toBe(false);
    expect(isValidCvc('737', 'visa')).toBe(true);
    expect(isValidCvc('7373', 'mc')).toBe(false);
    expect(isValidCvc('73a', 'mc')).toBe(false);
  });
});
