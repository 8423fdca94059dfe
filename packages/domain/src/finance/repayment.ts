import { type Cents, cents, roundCents, sumCents } from '../money';

/** What fixes the repayments of a loan. */
export interface LoanTerms {
  /** Principal owed at settlement, financed fees included. */
  readonly amountFinanced: Cents;
  /** Owed after the last repayment and paid then as a lump sum; 0 for none. */
  readonly balloon: Cents;
  /** Interest rate per annum in basis points (549 = 5.49% p.a.). */
  readonly annualRateBp: number;
  readonly termMonths: number;
  readonly periodsPerYear: 12 | 26 | 52;
}

/** One repayment period of an amortisation schedule; `balance` is owed after this period's repayment. */
export interface ScheduleRow {
  readonly period: number;
  readonly payment: Cents;
  readonly interest: Cents;
  readonly principal: Cents;
  readonly balance: Cents;
}

/** The repayments of a loan. */
export interface Repayment {
  readonly periods: number;
  /** Every repayment but the last. */
  readonly regularRepayment: Cents;
  /** The last repayment, adjusted so the schedule repays exactly to the cent (balloon not included). */
  readonly finalRepayment: Cents;
  /** Sum of all repayments, balloon not included. */
  readonly totalRepayments: Cents;
  readonly totalInterest: Cents;
  readonly balloon: Cents;
}

/**
 * Number of repayments of a term; terms of whole years work for every frequency.
 * @example periodCount(60, 26) // 130
 */
export function periodCount(termMonths: number, periodsPerYear: number): number {
  const periods = (termMonths * periodsPerYear) / 12;
  if (!Number.isInteger(termMonths) || termMonths <= 0 || !Number.isInteger(periods)) {
    throw new RangeError(
      `A ${termMonths}-month term has no whole number of repayments at ${periodsPerYear} a year`,
    );
  }
  return periods;
}

/**
 * The interest rate per repayment period: the annual rate divided by the repayments per year.
 * @example periodicRate(600, 12) // 0.005
 */
export function periodicRate(annualRateBp: number, periodsPerYear: number): number {
  return annualRateBp / 10_000 / periodsPerYear;
}

function checkTerms(terms: LoanTerms): void {
  if (terms.balloon < 0 || terms.amountFinanced <= terms.balloon) {
    throw new RangeError('The amount financed must exceed the balloon, which cannot be negative');
  }
  if (!Number.isFinite(terms.annualRateBp) || terms.annualRateBp < 0) {
    throw new RangeError(`Interest rate must be zero or more, got ${terms.annualRateBp} bp`);
  }
}

/**
 * The level repayment of an annuity in arrears that leaves the balloon owing after the last repayment,
 * unrounded: PMT = (P − B·v^n)·r / (1 − v^n) with v = 1/(1 + r); (P − B)/n at 0%.
 * @example levelRepayment({ amountFinanced: cents(3_000_000), balloon: cents(0), annualRateBp: 600, termMonths: 60, periodsPerYear: 12 }) // ≈ 57_998.40
 */
export function levelRepayment(terms: LoanTerms): number {
  checkTerms(terms);
  const n = periodCount(terms.termMonths, terms.periodsPerYear);
  const r = periodicRate(terms.annualRateBp, terms.periodsPerYear);
  if (r === 0) return (terms.amountFinanced - terms.balloon) / n;
  const discount = (1 + r) ** -n;
  return ((terms.amountFinanced - terms.balloon * discount) * r) / (1 - discount);
}

/**
 * Every period's interest, principal and closing balance, in cents. Each period's interest is the opening
 * balance times the periodic rate, rounded to the cent; every repayment is the level repayment rounded to
 * the cent, except the last, which repays exactly what is owed less the balloon. The last row's balance is
 * the balloon.
 * @example amortisationSchedule({ amountFinanced: cents(3_000_000), balloon: cents(0), annualRateBp: 600, termMonths: 60, periodsPerYear: 12 })[0] // { period: 1, payment: 57_998, interest: 15_000, principal: 42_998, balance: 2_957_002 }
 */
export function amortisationSchedule(terms: LoanTerms): ScheduleRow[] {
  const regular = roundCents(levelRepayment(terms));
  const n = periodCount(terms.termMonths, terms.periodsPerYear);
  const r = periodicRate(terms.annualRateBp, terms.periodsPerYear);
  const rows: ScheduleRow[] = [];
  let balance: number = terms.amountFinanced;
  for (let period = 1; period <= n; period++) {
    const interest = roundCents(balance * r);
    const principal = period < n ? regular - interest : balance - terms.balloon;
    balance -= principal;
    rows.push({
      period,
      payment: cents(interest + principal),
      interest,
      principal: cents(principal),
      balance: cents(balance),
    });
  }
  return rows;
}

/**
 * The repayments of a loan with a balloon, from its amortisation schedule.
 * @example calculateRepayment({ amountFinanced: cents(3_000_000), balloon: cents(0), annualRateBp: 600, termMonths: 60, periodsPerYear: 12 }) // regular 57_998, final 58_027, total 3_479_909, interest 479_909
 */
export function calculateRepayment(terms: LoanTerms): Repayment {
  return summariseSchedule(amortisationSchedule(terms), terms.balloon);
}

/**
 * Totals of a schedule.
 * @example summariseSchedule([{ period: 1, payment: cents(10_050), interest: cents(50), principal: cents(10_000), balance: cents(0) }], cents(0)).totalInterest // 50
 */
export function summariseSchedule(schedule: readonly ScheduleRow[], balloon: Cents): Repayment {
  const first = schedule[0];
  const last = schedule.at(-1);
  if (!first || !last) throw new RangeError('A schedule has at least one repayment');
  return {
    periods: schedule.length,
    regularRepayment: first.payment,
    finalRepayment: last.payment,
    totalRepayments: sumCents(schedule.map((row) => row.payment)),
    totalInterest: sumCents(schedule.map((row) => row.interest)),
    balloon,
  };
}
