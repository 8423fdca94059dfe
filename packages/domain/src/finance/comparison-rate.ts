import { type Cents, cents, dollars } from '../money';
import { amortisationSchedule, type ScheduleRow } from './repayment';
import type { FinanceProduct, FrequencyOption, LenderFees } from './types';

/*
 * Comparison rate as the National Consumer Credit Protection Regulations 2010, reg 100, define it: the
 * periodic rate r that makes the amount of credit equal to the present value of the repayments and of the
 * credit fees (other than government fees) the borrower pays, with time counted in repayment intervals,
 * stated as the nominal annual rate n × r. Solved numerically: Newton's method kept inside a bracket that
 * always contains the root, with a bisection step whenever Newton would leave it.
 */

/** A payment by the borrower, `time` repayment intervals after the credit is provided (not necessarily whole). */
export interface CashFlow {
  readonly time: number;
  readonly amount: number;
}

/** Present value at periodic rate r, minus the credit, and its derivative in r. */
function excessValue(
  credit: number,
  payments: readonly CashFlow[],
  r: number,
): { value: number; slope: number } {
  let value = -credit;
  let slope = 0;
  for (const { time, amount } of payments) {
    const discounted = amount * (1 + r) ** -time;
    value += discounted;
    slope -= (time * discounted) / (1 + r);
  }
  return { value, slope };
}

/**
 * The periodic rate r solving credit = Σ amount · (1 + r)^−time. The present value falls as r rises, so the
 * root is unique; it is bracketed first, then refined by safeguarded Newton steps to 1e-13.
 * @example solvePeriodicRate(10_000, [{ time: 1, amount: 10_100 }]) // ≈ 0.01
 */
export function solvePeriodicRate(credit: number, payments: readonly CashFlow[], guess = 0.005): number {
  const valid = payments.every((p) => p.amount >= 0 && p.time > 0);
  if (!(credit > 0) || !valid || !(payments.reduce((sum, p) => sum + p.amount, 0) > 0)) {
    throw new RangeError('A comparison rate needs positive credit and payments after it');
  }
  let low = 0;
  let high = 1;
  while (excessValue(credit, payments, low).value < 0) low = (low - 1) / 2;
  while (excessValue(credit, payments, high).value > 0) high *= 2;
  let r = Math.min(Math.max(guess, low), high);
  for (let step = 0; step < 200; step++) {
    const { value, slope } = excessValue(credit, payments, r);
    if (value === 0) return r;
    if (value > 0) low = r;
    else high = r;
    const newton = r - value / slope;
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    if (Math.abs(next - r) < 1e-13) return next;
    r = next;
  }
  return r;
}

/**
 * The comparison rate in basis points (two decimals of a percent), nominal per annum with `periodsPerYear`
 * compounding.
 * @example comparisonRate(10_000, [{ time: 12, amount: 10_616.78 }], 12) // 600 (6.00%)
 */
export function comparisonRate(
  credit: number,
  payments: readonly CashFlow[],
  periodsPerYear: number,
): number {
  return Math.round(solvePeriodicRate(credit, payments) * periodsPerYear * 10_000);
}

/** A loan as the comparison rate sees it. */
export interface ComparisonLoan {
  /** The credit provided: what the loan pays out for the borrower, financed credit fees excluded. */
  readonly credit: Cents;
  readonly schedule: readonly ScheduleRow[];
  readonly balloon: Cents;
  readonly monthlyAccountFee: Cents;
  readonly termMonths: number;
  readonly frequency: FrequencyOption;
}

/**
 * The cash flows a borrower pays: every repayment, the balloon with the last one, and the monthly account
 * fee at the end of every month, in repayment intervals (a month is 12/26 of a fortnight … 52/12 weeks).
 * @example loanCashFlows(loanOver12MonthsFortnightly).length // 26 repayments + 1 balloon + 12 fees = 39; fees at 13/6, 26/6 … 26 fortnights
 */
export function loanCashFlows(loan: ComparisonLoan): CashFlow[] {
  const flows: CashFlow[] = loan.schedule.map((row) => ({ time: row.period, amount: row.payment }));
  if (loan.balloon > 0) flows.push({ time: loan.schedule.length, amount: loan.balloon });
  if (loan.monthlyAccountFee > 0) {
    const intervalsPerMonth = loan.frequency.periodsPerYear / 12;
    for (let month = 1; month <= loan.termMonths; month++) {
      flows.push({ time: month * intervalsPerMonth, amount: loan.monthlyAccountFee });
    }
  }
  return flows;
}

/**
 * The comparison rate of a loan in basis points.
 * @example loanComparisonRate(creditOf30000FinancedAs30690At549Over60MonthsWith5MonthlyFee) // 679 (6.79%)
 */
export function loanComparisonRate(loan: ComparisonLoan): number {
  return comparisonRate(loan.credit, loanCashFlows(loan), loan.frequency.comparisonRatePeriodsPerYear);
}

/** The example a comparison rate is advertised for: $30,000 over 5 years (National Credit Code). */
export const prescribedExample = { credit: dollars(30_000), termMonths: 60 } as const;

/**
 * Credit fees that count towards a comparison rate: all but government fees (the PPSR fee).
 * @example financedCreditFees({ establishment: cents(39_500), creditAssistance: cents(29_500), ppsr: cents(680), monthlyAccount: cents(500) }) // 69_000
 */
export function financedCreditFees(fees: LenderFees): Cents {
  return cents(fees.establishment + fees.creditAssistance);
}

/**
 * The comparison rate of a product for an advertised example (default: $30,000 over 5 years, monthly, no
 * balloon), with the product's fees; undefined when the product has no term of that length.
 * @example exampleComparisonRate(australianStandardFinance) // 679 (6.79%, the spec's sample)
 * @example exampleComparisonRate(financeOffer2025.product) // 299 (60 months at 2.99%, fees waived)
 */
export function exampleComparisonRate(
  product: FinanceProduct,
  example: { readonly credit: Cents; readonly termMonths: number } = prescribedExample,
): number | undefined {
  const term = product.terms.find((t) => t.months === example.termMonths);
  const frequency = product.frequencies.find((f) => f.frequency === 'monthly');
  if (!term || !frequency) return undefined;
  const balloon = cents(0);
  const schedule = amortisationSchedule({
    amountFinanced: cents(example.credit + financedCreditFees(product.fees)),
    balloon,
    annualRateBp: term.annualRateBp,
    termMonths: term.months,
    periodsPerYear: frequency.periodsPerYear,
  });
  return loanComparisonRate({
    credit: example.credit,
    schedule,
    balloon,
    monthlyAccountFee: product.fees.monthlyAccount,
    termMonths: term.months,
    frequency,
  });
}
