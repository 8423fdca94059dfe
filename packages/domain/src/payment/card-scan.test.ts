import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passesLuhn } from './card';
import { findCardNumbers, maskCardNumber } from './card-scan';

const digitsOf = (text: string) => findCardNumbers(text).map((found) => found.digits);

/** Appends the Luhn check digit that makes `body` a valid number. */
function withCheckDigit(body: string): string {
  const check = [...'0123456789'].find((digit) => passesLuhn(body + digit));
  return body + check;
}

describe('findCardNumbers', () => {
  it('finds a planted card number however it is written', () => {
    expect(digitsOf('4111111111111111')).toEqual(['4111111111111111']);
    expect(digitsOf('{"number":"5555 5555 5555 4444","cvc":"737"}')).toEqual(['5555555555554444']);
    expect(digitsOf('card=3700-0000-0000-002&holder=Jo')).toEqual(['370000000000002']);
    expect(digitsOf('{"level":30,"msg":"paid with 2221 0000 0000 0009"}')).toEqual(['2221000000000009']);
    expect(digitsOf('Visa 4111 1111 1111 1111 03 2030')).toContain('4111111111111111');
    expect(findCardNumbers('x 4000 0000 0000 0002')).toEqual([{ index: 2, digits: '4000000000000002' }]);
  });

  it('ignores order numbers, VINs, timestamps, uuids, phone and business numbers, and digits that fail the checks', () => {
    const innocent = [
      'SR-100001',
      'PAY-100001-2',
      'ORD-3E8D195763646DD7F797',
      'PSP 8A41C1D0E9F21B37',
      '6G1FA5RX4T0104201',
      'KL4RA5R41S0104212',
      '2026-11-22T09:00:00.000Z',
      '{"level":30,"time":1795568222105,"reqId":"b2c0f7a1-59ea-40f6-810e-9a31ca825875"}',
      '"responseTime":0.4711159999988013',
      '41111111-1111-4111-8111-111111111111',
      'Cadillac Sales Team on 1800 223 455',
      'ABN 51824753556, NZBN 9429041234567',
      '4111111111111112',
      '6011111111111117',
      '5610591081018250',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'amount 100000 AUD, driveaway 11960000',
    ];
    for (const text of innocent) expect(digitsOf(text), text).toEqual([]);
  });

  it('finds every valid number of an accepted brand wherever it sits between words', () => {
    const prefixes = ['4', '51', '55', '2221', '2720', '34', '37'];
    fc.assert(
      fc.property(
        fc.constantFrom(...prefixes),
        fc.integer({ min: 13, max: 19 }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 17, maxLength: 17 }),
        fc.constantFrom(' ', '"', '=', ':', '\n'),
        (prefix, length, fill, edge) => {
          const number = withCheckDigit((prefix + fill).slice(0, length - 1));
          expect(digitsOf(`before${edge}${number}${edge}after`)).toContain(number);
        },
      ),
    );
  });

  it('never reports a uuid', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(findCardNumbers(`id ${id} end`)).toEqual([]);
      }),
    );
  });
});

describe('maskCardNumber', () => {
  it('shows the first and last four digits only', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111••••••••1111');
    expect(maskCardNumber('370000000000002')).not.toContain('370000000000002');
  });
});
