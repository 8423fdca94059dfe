import { type Cents, cents, dollars, formatMoney, roundCents } from '../money';
import type { FinanceRefusal, MinimumDepositRule } from './types';

/*
 * Deposit rules of finance (spec 001 sections 4, 5 and 9). The deposit is what the customer pays towards the
 * drive-away price; the rest, plus the financed fees, is the amount financed.
 */

/** What must stay financed above the balloon: the maximum deposit is price − balloon − $5,000. */
export const minimumFinancedAboveBalloon = dollars(5_000);

/**
 * The balloon amount: its percentage of the drive-away price, rounded to the cent.
 * @example balloonAmount(cents(11_900_000), 30) // 3_570_000
 */
export function balloonAmount(driveAwayPrice: Cents, percent: number): Cents {
  return roundCents((driveAwayPrice * percent) / 100);
}

/** The deposits a product accepts for a price and balloon. */
export interface DepositRange {
  readonly minimum: Cents;
  readonly maximum: Cents;
}

/**
 * The smallest deposit: the fixed amount, or the share of the drive-away price rounded up to the whole dollar.
 * @example minimumDeposit(standardMinimumDeposit, cents(11_900_000)) // 100_000 ($1,000)
 * @example minimumDeposit({ kind: 'share', basisPoints: 2_000, message }, cents(11_999_999)) // 2_400_000 (20% of $119,999.99 is $23,999.998 → $24,000)
 */
export function minimumDeposit(rule: MinimumDepositRule, driveAwayPrice: Cents): Cents {
  if (rule.kind === 'fixed') return rule.amount;
  // Whole dollars, rounded up, in integers: price × bp / 10,000 is cents; / 100 is dollars.
  return cents(Math.ceil((driveAwayPrice * rule.basisPoints) / 1_000_000) * 100);
}

/**
 * The largest deposit: drive-away price − balloon − $5,000.
 * @example maximumDeposit(cents(11_900_000), cents(3_570_000)) // 7_830_000
 */
export function maximumDeposit(driveAwayPrice: Cents, balloon: Cents): Cents {
  return cents(driveAwayPrice - balloon - minimumFinancedAboveBalloon);
}

/**
 * Both ends of the deposit range.
 * @example depositRange(standardMinimumDeposit, cents(11_900_000), cents(0)) // { minimum: 100_000, maximum: 11_400_000 }
 */
export function depositRange(rule: MinimumDepositRule, driveAwayPrice: Cents, balloon: Cents): DepositRange {
  return { minimum: minimumDeposit(rule, driveAwayPrice), maximum: maximumDeposit(driveAwayPrice, balloon) };
}

/**
 * Why a deposit is refused, or null. Below the minimum: the spec's message of the rule. Above the maximum:
 * our own wording (the spec clamps the input on blur and shows no message).
 * @example depositRefusal(cents(99_999), standardMinimumDeposit, { minimum: cents(100_000), maximum: cents(11_400_000) })?.message // 'A minimum deposit of $1000 is required.'
 */
export function depositRefusal(
  deposit: Cents,
  rule: MinimumDepositRule,
  range: DepositRange,
): FinanceRefusal | null {
  if (deposit < range.minimum) return { code: 'deposit-below-minimum', message: rule.message };
  if (deposit > range.maximum) {
    return {
      code: 'deposit-above-maximum',
      message: `The maximum deposit is ${formatMoney(cents(Math.max(0, range.maximum)))}.`,
    };
  }
  return null;
}

/**
 * The message for a deposit out of range, or null when it is accepted (spec 001 section 5).
 * @example validateDeposit(cents(2_380_000), offerRule, { minimum: cents(2_380_000), maximum: cents(11_400_000) }) // null
 * @example validateDeposit(cents(2_379_999), offerRule, { minimum: cents(2_380_000), maximum: cents(11_400_000) }) // 'A minimum deposit of 20% is required for this finance offer.'
 */
export function validateDeposit(
  deposit: Cents,
  rule: MinimumDepositRule,
  range: DepositRange,
): string | null {
  return depositRefusal(deposit, rule, range)?.message ?? null;
}

/**
 * The deposit typed in dollars, as the input keeps it on blur: two decimals, never above the maximum, never
 * below zero; null when it is not a number. A deposit below the minimum stays, to show its message.
 * @example clampDeposit(200_000.456, cents(11_400_000)) // 11_400_000
 * @example clampDeposit(12_345.678, cents(11_400_000)) // 1_234_568
 */
export function clampDeposit(typedDollars: number, maximum: Cents): Cents | null {
  if (!Number.isFinite(typedDollars)) return null;
  return cents(Math.max(0, Math.min(dollars(typedDollars), maximum)));
}

/**
 * Whether to run the calculation at all (spec 001 section 4): not when the deposit is out of range, nor when it
 * reaches the price less the balloon (nothing left to finance).
 * @example shouldCalculate(cents(100_000), standardMinimumDeposit, cents(11_900_000), cents(0)) // true
 * @example shouldCalculate(cents(99_000), standardMinimumDeposit, cents(11_900_000), cents(0)) // false
 */
export function shouldCalculate(
  deposit: Cents,
  rule: MinimumDepositRule,
  driveAwayPrice: Cents,
  balloon: Cents,
): boolean {
  const range = depositRange(rule, driveAwayPrice, balloon);
  return depositRefusal(deposit, rule, range) === null && deposit < driveAwayPrice - balloon;
}
