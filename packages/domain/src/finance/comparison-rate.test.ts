import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, dollars } from '../money';
import {
  comparisonRate,
  exampleComparisonRate,
  loanCashFlows,
  loanComparisonRate,
  prescribedExample,
  solvePeriodicRate,
} from './comparison-rate';
import { australianStandardFinance, monthly, newZealandStandardFinance } from './lenders';
import { financeOffer2025 } from './offers.test-support';
import { amortisationSchedule } from './repayment';
import type { FrequencyOption } from './types';

const fortnightly = newZealandStandardFinance.frequencies.find((f) => f.frequency === 'fortnightly')!;
const weekly = newZealandStandardFinance.frequencies.find((f) => f.frequency === 'weekly')!;

/** Comparison rate of a loan with financed fees and a monthly fee, through the engine. */
function rateOf(input: {
  creditDollars: number;
  financedFeesDollars: number;
  monthlyFeeDollars: number;
  annualRateBp: number;
  termMonths: number;
  balloonDollars?: number;
  frequency?: FrequencyOption;
}): number {
  const frequency = input.frequency ?? monthly;
  const balloon = dollars(input.balloonDollars ?? 0);
  const schedule = amortisationSchedule({
    amountFinanced: dollars(input.creditDollars + input.financedFeesDollars),
    balloon,
    annualRateBp: input.annualRateBp,
    termMonths: input.termMonths,
    periodsPerYear: frequency.periodsPerYear,
  });
  return loanComparisonRate({
    credit: dollars(input.creditDollars),
    schedule,
    balloon,
    monthlyAccountFee: dollars(input.monthlyFeeDollars),
    termMonths: input.termMonths,
    frequency,
  });
}

describe('solving for the rate', () => {
  it('finds the rate of a single payment', () => {
    expect(solvePeriodicRate(10_000, [{ time: 1, amount: 10_100 }])).toBeCloseTo(0.01, 12);
    // $10,000 growing at 0.5% a month for a year is $10,616.78: 6.00% p.a. with monthly compounding.
    expect(comparisonRate(10_000, [{ time: 12, amount: 10_616.78 }], 12)).toBe(600);
  });

  it('recovers the rate of a level annuity priced at that rate', () => {
    const r = 0.0549 / 12;
    const payment = 1_000;
    const credit = (payment * (1 - (1 + r) ** -60)) / r;
    const flows = Array.from({ length: 60 }, (_, k) => ({ time: k + 1, amount: payment }));
    expect(solvePeriodicRate(credit, flows)).toBeCloseTo(r, 13);
  });

  it('finds negative and very high rates, where Newton from the guess would overshoot', () => {
    expect(solvePeriodicRate(10_000, [{ time: 2, amount: 8_100 }])).toBeCloseTo(-0.1, 12);
    // 100 = 1/x + 10,000/x³ with x = 1 + r, i.e. 100x³ − x² − 10,000 = 0 (x ≈ 4.645).
    const x =
      1 +
      solvePeriodicRate(
        100,
        [
          { time: 1, amount: 1 },
          { time: 3, amount: 10_000 },
        ],
        0.0001,
      );
    expect(100 * x ** 3 - x ** 2 - 10_000).toBeCloseTo(0, 6);
    expect(x).toBeGreaterThan(4.6);
  });

  it('solves loan-like flows to a root of the equation', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            time: fc.double({ min: 1, max: 300, noNaN: true }),
            amount: fc.integer({ min: 1, max: 500_000 }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        fc.double({ min: 0.3, max: 1.5, noNaN: true }),
        (flows, share) => {
          // Credit between 30% and 150% of what is paid back: rates from deeply negative to very high.
          const credit = flows.reduce((sum, f) => sum + f.amount, 0) * share;
          const r = solvePeriodicRate(credit, flows);
          // The present value crosses the credit within a ten-billionth of the rate found.
          const presentValue = (rate: number) =>
            flows.reduce((sum, f) => sum + f.amount * (1 + rate) ** -f.time, 0);
          expect(presentValue(r - 1e-10)).toBeGreaterThanOrEqual(credit);
          expect(presentValue(r + 1e-10)).toBeLessThanOrEqual(credit);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses flows that have no rate', () => {
    expect(() => solvePeriodicRate(0, [{ time: 1, amount: 1 }])).toThrow(RangeError);
    expect(() => solvePeriodicRate(100, [])).toThrow(RangeError);
    expect(() => solvePeriodicRate(100, [{ time: 1, amount: 0 }])).toThrow(RangeError);
    expect(() => solvePeriodicRate(100, [{ time: 1, amount: -5 }])).toThrow(RangeError);
    expect(() => solvePeriodicRate(100, [{ time: 0, amount: 5 }])).toThrow(RangeError);
  });
});

describe('comparison rate of a loan', () => {
  it('equals the interest rate when there are no fees', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 150_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(monthly, fortnightly, weekly),
        fc.double({ min: 0, max: 0.4, noNaN: true }),
        (creditDollars, annualRateBp, years, frequency, balloonShare) => {
          const rate = rateOf({
            creditDollars,
            financedFeesDollars: 0,
            monthlyFeeDollars: 0,
            annualRateBp: annualRateBp + 1,
            termMonths: years * 12,
            balloonDollars: Math.floor(creditDollars * balloonShare),
            frequency,
          });
          expect(rate).toBe(annualRateBp + 1);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('is higher than the interest rate when there are fees', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 150_000 }),
        fc.integer({ min: 100, max: 2_000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(monthly, fortnightly, weekly),
        fc.integer({ min: 300, max: 1_000 }),
        fc.integer({ min: 5, max: 15 }),
        (creditDollars, annualRateBp, years, frequency, upfront, monthlyFee) => {
          const withFees = rateOf({
            creditDollars,
            financedFeesDollars: upfront,
            monthlyFeeDollars: monthlyFee,
            annualRateBp,
            termMonths: years * 12,
            frequency,
          });
          expect(withFees).toBeGreaterThan(annualRateBp);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('matches a one-month loan worked by hand', () => {
    // $10,000 of credit plus a $100 financed fee at 12% p.a. for one month: one repayment of
    // $10,100 × 1.01 = $10,201. The borrower paid $201 a month for $10,000: 2.01% a month, 24.12% p.a.
    expect(
      rateOf({
        creditDollars: 10_000,
        financedFeesDollars: 100,
        monthlyFeeDollars: 0,
        annualRateBp: 1_200,
        termMonths: 1,
      }),
    ).toBe(2_412);
  });

  it('matches the $30,000 over 5 years example computed by a closed form', () => {
    // $30,000 + $690 financed fees at 5.49% p.a. over 60 months, $5 a month in fees. Closed form: the level
    // repayment on $30,690 plus $5 is an annuity; bisect the monthly rate at which it is worth $30,000.
    const r = 0.0549 / 12;
    const payment = (30_690 * r) / (1 - (1 + r) ** -60) + 5;
    let low = 0;
    let high = 0.02;
    for (let step = 0; step < 100; step++) {
      const mid = (low + high) / 2;
      if ((payment * (1 - (1 + mid) ** -60)) / mid > 30_000) low = mid;
      else high = mid;
    }
    const byClosedForm = Math.round(low * 12 * 10_000);
    expect(byClosedForm).toBe(679);
    expect(
      rateOf({
        creditDollars: 30_000,
        financedFeesDollars: 690,
        monthlyFeeDollars: 5,
        annualRateBp: 549,
        termMonths: 60,
      }),
    ).toBe(byClosedForm);
  });

  it('places monthly fees between fortnightly repayments', () => {
    const schedule = amortisationSchedule({
      amountFinanced: dollars(10_000),
      balloon: dollars(2_000),
      annualRateBp: 995,
      termMonths: 12,
      periodsPerYear: 26,
    });
    const flows = loanCashFlows({
      credit: dollars(10_000),
      schedule,
      balloon: dollars(2_000),
      monthlyAccountFee: dollars(6),
      termMonths: 12,
      frequency: fortnightly,
    });
    expect(flows).toHaveLength(26 + 1 + 12);
    const fees = flows.filter((f) => f.amount === 600);
    expect(fees[0]!.time).toBeCloseTo(26 / 12, 12);
    expect(fees.at(-1)!.time).toBe(26);
  });

  it('annualises with the frequency’s comparison factor (reg 100: 52.18 for weekly)', () => {
    const regulationWeekly: FrequencyOption = { ...weekly, comparisonRatePeriodsPerYear: 52.18 };
    const input = {
      creditDollars: 30_000,
      financedFeesDollars: 0,
      monthlyFeeDollars: 0,
      annualRateBp: 1_000,
      termMonths: 60,
    };
    expect(rateOf({ ...input, frequency: weekly })).toBe(1_000);
    // 10% / 52 a week × 52.18 = 10.0346% → 10.03%.
    expect(rateOf({ ...input, frequency: regulationWeekly })).toBe(1_003);
  });
});

describe('advertised examples', () => {
  it('is $30,000 over 5 years', () => {
    expect(prescribedExample).toEqual({ credit: cents(3_000_000), termMonths: 60 });
  });

  it('gives the spec’s sample comparison rate of 6.79% for the Australian sample product', () => {
    expect(exampleComparisonRate(australianStandardFinance)).toBe(679);
  });

  it('gives the offer’s advertised 1.99% comparison rate up to 48 months and 2.99% for 60', () => {
    expect(exampleComparisonRate(financeOffer2025.product, { credit: dollars(30_000), termMonths: 48 })).toBe(
      199,
    );
    expect(exampleComparisonRate(financeOffer2025.product)).toBe(299);
  });

  it('has no example for a term the product does not offer', () => {
    expect(
      exampleComparisonRate(australianStandardFinance, { credit: dollars(30_000), termMonths: 72 }),
    ).toBeUndefined();
  });
});
