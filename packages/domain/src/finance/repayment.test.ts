import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../money';
import {
  amortisationSchedule,
  calculateRepayment,
  type LoanTerms,
  levelRepayment,
  periodCount,
  type ScheduleRow,
} from './repayment';

/*
 * The schedule is checked against a second implementation written differently: integer (BigInt) interest with
 * exact half-up rounding instead of floating point, and the level repayment found by bisection on the closing
 * balance instead of the closed-form annuity formula.
 */

function loan(
  dollarsFinanced: number,
  annualRateBp: number,
  termMonths: number,
  balloonDollars = 0,
  periodsPerYear: 12 | 26 | 52 = 12,
): LoanTerms {
  return {
    amountFinanced: cents(dollarsFinanced * 100),
    balloon: cents(balloonDollars * 100),
    annualRateBp,
    termMonths,
    periodsPerYear,
  };
}

/** Level repayment (unrounded cents) by bisection: the payment that leaves exactly the balloon owing. */
function iterativeRepayment(terms: LoanTerms): number {
  const n = (terms.termMonths * terms.periodsPerYear) / 12;
  const r = terms.annualRateBp / 10_000 / terms.periodsPerYear;
  const closing = (payment: number) => {
    let balance: number = terms.amountFinanced;
    for (let k = 0; k < n; k++) balance = balance * (1 + r) - payment;
    return balance;
  };
  let low = 0;
  let high: number = terms.amountFinanced;
  for (let step = 0; step < 200; step++) {
    const mid = (low + high) / 2;
    if (closing(mid) > terms.balloon) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Half-up division of non-negative big integers. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** The schedule again, in exact integer arithmetic: interest = balance × bp / (10,000 × periods a year). */
function integerSchedule(terms: LoanTerms, regular: number): ScheduleRow[] {
  const n = (terms.termMonths * terms.periodsPerYear) / 12;
  const denominator = 10_000n * BigInt(terms.periodsPerYear);
  let balance = BigInt(terms.amountFinanced);
  const rows: ScheduleRow[] = [];
  for (let period = 1; period <= n; period++) {
    const interest = divideRounded(balance * BigInt(terms.annualRateBp), denominator);
    const principal = period < n ? BigInt(regular) - interest : balance - BigInt(terms.balloon);
    balance -= principal;
    rows.push({
      period,
      payment: cents(Number(interest + principal)),
      interest: cents(Number(interest)),
      principal: cents(Number(principal)),
      balance: cents(Number(balance)),
    });
  }
  return rows;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('worked examples', () => {
  // Source numbers: the standard annuity formula PMT = P·r / (1 − (1 + r)^−n), as a spreadsheet's
  // PMT(rate, nper, −pv, fv) gives them, rounded to the cent; each is recomputed here by bisection.
  const examples: [string, LoanTerms, number][] = [
    ['$30,000 at 6% p.a. over 60 months', loan(30_000, 600, 60), 57_998],
    ['$20,000 at 5% p.a. over 36 months', loan(20_000, 500, 36), 59_942],
    ['$50,000 at 7% p.a. over 48 months, $15,000 balloon', loan(50_000, 700, 48, 15_000), 92_562],
    [
      '$80,000 at 9.95% p.a. fortnightly over 60 months, $16,000 balloon',
      loan(80_000, 995, 60, 16_000, 26),
      68_703,
    ],
    ['$60,000 at 1.99% p.a. over 48 months (the finance offer rate)', loan(60_000, 199, 48), 130_145],
    ['$12,000 at 0% over 24 months', loan(12_000, 0, 24), 50_000],
  ];

  it.each(examples)('%s', (_name, terms, expected) => {
    expect(calculateRepayment(terms).regularRepayment).toBe(expected);
    expect(Math.abs(iterativeRepayment(terms) - expected)).toBeLessThanOrEqual(0.5);
  });

  it('adjusts the last repayment of $30,000 at 6% so the loan closes to the cent', () => {
    const repayment = calculateRepayment(loan(30_000, 600, 60));
    // 60 repayments of $579.98 fall 0.40 cents short each month; the shortfall with interest is $0.29.
    expect(repayment.finalRepayment).toBe(58_027);
    expect(repayment.totalRepayments).toBe(59 * 57_998 + 58_027);
    expect(repayment.totalInterest).toBe(repayment.totalRepayments - 3_000_000);
  });

  it('starts $30,000 at 6% with $150 interest and $429.98 principal', () => {
    expect(amortisationSchedule(loan(30_000, 600, 60))[0]).toEqual({
      period: 1,
      payment: 57_998,
      interest: 15_000,
      principal: 42_998,
      balance: 2_957_002,
    });
  });

  it('counts repayments per frequency', () => {
    expect(periodCount(60, 12)).toBe(60);
    expect(periodCount(60, 26)).toBe(130);
    expect(periodCount(36, 52)).toBe(156);
  });
});

describe('bad loans are refused', () => {
  it('refuses a balloon as large as the amount financed, negative rates and broken terms', () => {
    expect(() => calculateRepayment(loan(10_000, 500, 36, 10_000))).toThrow(RangeError);
    expect(() => calculateRepayment(loan(10_000, -1, 36))).toThrow(RangeError);
    expect(() => calculateRepayment(loan(10_000, 500, 0))).toThrow(RangeError);
    expect(() => calculateRepayment(loan(10_000, 500, 7, 0, 26))).toThrow(RangeError);
    expect(() => levelRepayment(loan(10_000, Number.NaN, 36))).toThrow(RangeError);
  });
});

const loans = fc
  .record({
    financedCents: fc.integer({ min: 500_000, max: 25_000_000 }),
    balloonShare: fc.double({ min: 0, max: 0.6, noNaN: true }),
    annualRateBp: fc.integer({ min: 0, max: 2_500 }),
    years: fc.integer({ min: 1, max: 7 }),
    periodsPerYear: fc.constantFrom(12 as const, 26 as const, 52 as const),
  })
  .map(
    ({ financedCents, balloonShare, annualRateBp, years, periodsPerYear }): LoanTerms => ({
      amountFinanced: cents(financedCents),
      balloon: cents(Math.floor(financedCents * balloonShare)),
      annualRateBp,
      termMonths: years * 12,
      periodsPerYear,
    }),
  );

describe('schedule properties', () => {
  it('matches the integer schedule and the bisection repayment row for row', () => {
    fc.assert(
      fc.property(loans, (terms) => {
        const schedule = amortisationSchedule(terms);
        const regular = schedule[0]!.payment;
        expect(Math.abs(iterativeRepayment(terms) - regular)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(schedule).toEqual(integerSchedule(terms, regular));
      }),
      { numRuns: 150 },
    );
  });

  it('repays the amount financed less the balloon to the cent and closes to zero with the balloon', () => {
    fc.assert(
      fc.property(loans, (terms) => {
        const schedule = amortisationSchedule(terms);
        const repayment = calculateRepayment(terms);
        expect(sum(schedule.map((row) => row.principal))).toBe(terms.amountFinanced - terms.balloon);
        expect(schedule.at(-1)!.balance - repayment.balloon).toBe(0);
        expect(repayment.totalInterest).toBe(
          repayment.totalRepayments + terms.balloon - terms.amountFinanced,
        );
        expect(repayment.periods).toBe(periodCount(terms.termMonths, terms.periodsPerYear));
      }),
      { numRuns: 200 },
    );
  });

  it('never lets the balance go negative or up, and every repayment reduces it', () => {
    fc.assert(
      fc.property(loans, (terms) => {
        let previous: number = terms.amountFinanced;
        const broken = amortisationSchedule(terms).filter((row) => {
          const ok =
            row.interest >= 0 &&
            row.principal > 0 &&
            row.balance >= terms.balloon &&
            row.balance < previous &&
            row.payment === row.interest + row.principal;
          previous = row.balance;
          return !ok;
        });
        expect(broken).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the final repayment within the rounding of the others, with interest', () => {
    fc.assert(
      fc.property(loans, (terms) => {
        const { regularRepayment, finalRepayment, periods } = calculateRepayment(terms);
        // Each period rounds the repayment and the interest by at most half a cent each; carried to the end.
        const r = terms.annualRateBp / 10_000 / terms.periodsPerYear;
        const carried = r === 0 ? periods : ((1 + r) ** periods - 1) / r;
        expect(Math.abs(finalRepayment - regularRepayment)).toBeLessThanOrEqual(carried);
      }),
      { numRuns: 200 },
    );
  });

  it('charges more for a higher rate and less for a larger balloon', () => {
    fc.assert(
      fc.property(loans, fc.integer({ min: 1, max: 500 }), (terms, extraBp) => {
        const dearer = { ...terms, annualRateBp: terms.annualRateBp + extraBp };
        expect(levelRepayment(dearer)).toBeGreaterThan(levelRepayment(terms));
        expect(calculateRepayment(dearer).regularRepayment).toBeGreaterThanOrEqual(
          calculateRepayment(terms).regularRepayment,
        );
        const noBalloon = { ...terms, balloon: cents(0) as Cents };
        expect(levelRepayment(noBalloon)).toBeGreaterThanOrEqual(levelRepayment(terms));
      }),
      { numRuns: 200 },
    );
  });
});
