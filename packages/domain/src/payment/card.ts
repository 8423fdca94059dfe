/** The card brands the shop accepts (spec 001 section 5: mc, visa, amex). */
export const cardBrands = ['mc', 'visa', 'amex'] as const;
export type CardBrand = (typeof cardBrands)[number];

export const cardBrandNames: Record<CardBrand, string> = {
  mc: 'Mastercard',
  visa: 'Visa',
  amex: 'American Express',
};

/** The digits of a card number typed with spaces or dashes; undefined when anything else is in it. */
export function cardDigits(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : undefined;
}

/**
 * The brand of a card number from its leading digits: Visa 4; Mastercard 51–55 and 2221–2720;
 * American Express 34 and 37. Anything else is not accepted (undefined).
 */
export function detectCardBrand(digits: string): CardBrand | undefined {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mc';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mc';
  return undefined;
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const numberLengths: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mc: [16],
  amex: [15],
};

/** A card number of an accepted brand, of that brand's length, passing Luhn. */
export function isValidCardNumber(digits: string): boolean {
  const brand = detectCardBrand(digits);
  return brand !== undefined && numberLengths[brand].includes(digits.length) && passesLuhn(digits);
}

/**
 * Expiry `MM/YY` (or `MM/YYYY`) still valid in the given month: a card is good until the end of its expiry month.
 * `today` is read as a calendar month (year and month only).
 */
export function isValidExpiry(expiry: string, today: { year: number; month: number }): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  if (year > today.year + 20) return false;
  return year > today.year || (year === today.year && month >= today.month);
}

/** The security code: four digits on American Express, three on the others. */
export function isValidCvc(cvc: string, brand: CardBrand): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc);
}

/** The last four digits, the only part of a card number that may be kept or shown. */
export function lastFour(digits: string): string {
  return digits.slice(-4);
}
