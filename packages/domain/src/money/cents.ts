/**
 * Money is a whole number of cents. Every stored, compared or summed amount is `Cents`;
 * dollars appear only at the edges (seed data written in dollars, display).
 *
 * Rounding policy (docs/pricing.md): amounts are rounded once, to the nearest cent,
 * halves away from zero, at the point a rule produces a fractional cent.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/**
 * Brands a whole number of cents.
 * @example cents(11_900_000) // $119,000.00
 */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Cents must be a safe integer, got ${value}`);
  }
  return value as Cents;
}

/**
 * Rounds a fractional number of cents to whole cents, halves away from zero.
 * @example roundCents(498_390.4) // 498_390
 * @example roundCents(0.5) // 1
 */
export function roundCents(value: number): Cents {
  // Guard against binary noise such as 0.49999999999 from a multiplication that is exactly a half.
  const nudged = Math.round(Math.abs(value) * 1e6) / 1e6;
  const rounded = Math.sign(value) * Math.round(nudged);
  return cents(rounded === 0 ? 0 : rounded);
}

/**
 * Converts a dollar amount with at most two decimals to cents.
 * @example dollars(117_000) // 11_700_000
 * @example dollars(39.2) // 3_920
 */
export function dollars(value: number): Cents {
  return roundCents(value * 100);
}

/**
 * Sums amounts in cents.
 * @example sumCents([cents(100), cents(250)]) // 350
 */
export function sumCents(values: readonly Cents[]): Cents {
  let total = 0;
  for (const value of values) total += value;
  return cents(total);
}

/**
 * Cents as a decimal dollar number, for display and for wire fields that carry dollars.
 * @example toDollars(cents(3_920)) // 39.2
 */
export function toDollars(value: Cents): number {
  return value / 100;
}
