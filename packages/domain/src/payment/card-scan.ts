import { detectCardBrand, passesLuhn } from './card';

/** A card number found in a text: where its run of digits starts, and the digits. */
export interface FoundCardNumber {
  index: number;
  digits: string;
}

/**
 * Runs of digit groups joined by single spaces or dashes, standing alone: not part of a word or hex id (a letter or
 * digit on either side), nor the decimals of a number (a point before it).
 */
const digitRun = /(?<![0-9A-Za-z.])\d+(?:[ -]\d+)*(?![0-9A-Za-z])/g;
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Card numbers in a text, for the scans that prove none is stored or logged (PCI DSS 3.5.1): 13 to 19 digits, as
 * one run or in groups joined by spaces or dashes, with a card brand's prefix (4, 51–55, 2221–2720, 34, 37) and a
 * valid Luhn check digit. Every span of whole groups in a run is tried, so a number followed by a year is found.
 * UUIDs (which can be all digits and dashes) are not card numbers.
 * @example findCardNumbers('card 4111 1111 1111 1111 2030') // [{ index: 5, digits: '4111111111111111' }]
 */
export function findCardNumbers(text: string): FoundCardNumber[] {
  const found: FoundCardNumber[] = [];
  const scanned = text.replace(uuid, (match) => 'u'.repeat(match.length));
  for (const run of scanned.matchAll(digitRun)) {
    const groups = [...run[0].matchAll(/\d+/g)];
    for (let first = 0; first < groups.length; first += 1) {
      let digits = '';
      for (let last = first; last < groups.length && digits.length < 19; last += 1) {
        digits += groups[last]?.[0] ?? '';
        if (digits.length >= 13 && digits.length <= 19 && isCardLike(digits)) {
          found.push({ index: run.index + (groups[first]?.index ?? 0), digits });
        }
      }
    }
  }
  return found;
}

function isCardLike(digits: string): boolean {
  return detectCardBrand(digits) !== undefined && passesLuhn(digits);
}

/** A card number as a report may show it: the first four and last four digits, never the whole number. */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 4)}${'•'.repeat(Math.max(0, digits.length - 8))}${digits.slice(-4)}`;
}
