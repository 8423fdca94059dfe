import type { Cents } from './cents';

const whole = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const exact = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats cents in en-AU dollars: whole dollars when there are no cents, two decimals otherwise.
 * @example formatMoney(cents(11_900_000)) // '$119,000'
 * @example formatMoney(cents(498_390)) // '$4,983.90'
 */
export function formatMoney(value: Cents): string {
  return value % 100 === 0 ? whole.format(value / 100) : exact.format(value / 100);
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
