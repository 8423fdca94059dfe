import type { Cents } from './cents';

/** Digits grouped by thousands with commas, as en-AU writes them: 119000 → '119,000'. */
function grouped(whole: number): string {
  const digits = String(whole);
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let at = out.length; at < digits.length; at += 3) out += `,${digits.slice(at, at + 3)}`;
  return out;
}

/**
 * Formats cents in en-AU dollars: whole dollars when there are no cents, two decimals otherwise.
 * @example formatMoney(cents(11_900_000)) // '$119,000'
 * @example formatMoney(cents(498_390)) // '$4,983.90'
 */
export function formatMoney(value: Cents): string {
  // Written from the integer cents rather than by Intl.NumberFormat, whose two en-AU currency formatters took 8 ms
  // to build as the page's script started (issue 35); the test checks the output against Intl's for both.
  const amount = Math.abs(value);
  const dollars = `${value < 0 ? '-' : ''}$${grouped(Math.trunc(amount / 100))}`;
  const rest = amount % 100;
  return rest === 0 ? dollars : `${dollars}.${String(rest).padStart(2, '0')}`;
}

/**
 * Formats the extra price of a choice (exterior, interior, accessory): '+' before a positive amount,
 * 'Included' for zero (spec 000 section 9).
 * @example formatAddOn(cents(250_000)) // '+$2,500'
 * @example formatAddOn(cents(0)) // 'Included'
 */
export function formatAddOn(value: Cents): string {
  return value > 0 ? `+${formatMoney(value)}` : 'Included';
}

/**
 * Formats the price of a charging option: FREE for zero, '+' before a positive amount (spec 000 section 9).
 * @example formatChargingPrice(cents(0)) // 'FREE'
 * @example formatChargingPrice(cents(120_000)) // '+$1,200'
 */
export function formatChargingPrice(value: Cents): string {
  return value > 0 ? `+${formatMoney(value)}` : 'FREE';
}
