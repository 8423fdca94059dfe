import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidVin, vinCheckDigit, withCheckDigit } from './vin';

const vinCharacter = fc.constantFrom(...'0123456789ABCDEFGHJKLMNPRSTUVWXYZ'.split(''));
const vinBody = fc.array(vinCharacter, { minLength: 17, maxLength: 17 }).map((chars) => chars.join(''));

describe('VIN', () => {
  it('accepts published VINs whose check digit is right', () => {
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isValidVin('1HGCM82633A004352')).toBe(true);
    expect(isValidVin('11111111111111111')).toBe(true);
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
  });

  it('refuses a wrong check digit, a wrong length, lower case and the letters I, O and Q', () => {
    expect(isValidVin('1HGCM82643A004352')).toBe(false);
    expect(isValidVin('1HGCM82633A00435')).toBe(false);
    expect(isValidVin('1HGCM82633A0043520')).toBe(false);
    expect(isValidVin('1hgcm82633a004352')).toBe(false);
    expect(isValidVin(withCheckDigit('1GYKPMRL0SI100001'))).toBe(false);
    expect(isValidVin(withCheckDigit('1GYKPMRL0SO100001'))).toBe(false);
    expect(isValidVin(withCheckDigit('1GYKPMRL0SQ100001'))).toBe(false);
  });

  it('withCheckDigit makes any body valid, and changing one other character is caught or recomputed', () => {
    fc.assert(
      fc.property(vinBody, (body) => {
        const vin = withCheckDigit(body);
        expect(isValidVin(vin)).toBe(true);
        expect(withCheckDigit(vin)).toBe(vin);
      }),
    );
  });

  it('withCheckDigit refuses a body that is not 17 characters long', () => {
    expect(() => withCheckDigit('1GYKPMRL')).toThrow(RangeError);
  });
});
