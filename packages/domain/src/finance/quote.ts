import { type Cents, cents, sumCents } from '../money';
import { financedCreditFees, loanComparisonRate } from './comparison-rate';
import { balloonAmount, depositRange, depositRefusal } from './deposit';
import { findBalloon, findFrequency, findTerm } from './options';
import { amortisationSchedule, type Repayment, type ScheduleRow, summariseSchedule } from './repayment';
import type {
  BalloonOption,
  FinanceProduct,
  FinanceResult,
  FrequencyOption,
  LenderFees,
  TermOption,
} from './types';

/** A finance calculation request (spec 001 section 7, calculate-finance), with ids already parsed. */
export interface FinanceRequest {
  readonly product: FinanceProduct;
  readonly termId: number;
  /** null: no balloon. */
  readonly balloonId: number | null;
  /** null: the product's default frequency. */
  readonly frequencyId: number | null;
  readonly driveAwayPrice: Cents;
  readonly deposit: Cents;
}

/** Everything a finance answer shows, in cents and basis points. */
export interface FinanceQuote {
  readonly product: FinanceProduct;
  readonly term: TermOption;
  readonly balloonOption: BalloonOption;
  readonly frequency: FrequencyOption;
  readonly driveAwayPrice: Cents;
  readonly deposit: Cents;
  readonly fees: LenderFees;
  /** Drive-away price − deposit + establishment, credit assistance and PPSR fees. */
  readonly amountFinanced: Cents;
  /** Amount financed less the financed credit fees: the credit of the comparison rate (PPSR included, as a government fee). */
  readonly amountOfCredit: Cents;
  readonly balloon: Cents;
  readonly repayment: Repayment;
  readonly schedule: readonly ScheduleRow[];
  /** Monthly account fee × months of the term. */
  readonly totalAccountFees: Cents;
  /** Everything paid after settlement: repayments, balloon and account fees. */
  readonly totalAmountPayable: Cents;
  readonly annualRateBp: number;
  readonly comparisonRateBp: number;
}

/**
 * The finance of a drive-away price: term, balloon and frequency looked up in the product, the deposit checked
 * against its range, then repayments, totals and the comparison rate of this customer's own loan.
 * @example quoteFinance({ product: australianStandardFinance, termId: 60, balloonId: 0, frequencyId: 1, driveAwayPrice: cents(3_100_000), deposit: cents(100_000) }) // ok: amount financed 3_069_680, regular repayment 58_620, comparison rate 679
 */
export function quoteFinance(request: FinanceRequest): FinanceResult<FinanceQuote> {
  const { product, driveAwayPrice, deposit } = request;
  const term = findTerm(product, request.termId);
  if (!term.ok) return term;
  const balloonOption = findBalloon(term.value, request.balloonId);
  if (!balloonOption.ok) return balloonOption;
  const frequency = findFrequency(product, request.frequencyId);
  if (!frequency.ok) return frequency;

  const balloon = balloonAmount(driveAwayPrice, balloonOption.value.percent);
  const refusal = depositRefusal(
    deposit,
    product.minimumDeposit,
    depositRange(product.minimumDeposit, driveAwayPrice, balloon),
  );
  if (refusal) return { ok: false, refusal };

  const fees = product.fees;
  const amountOfCredit = cents(driveAwayPrice - deposit + fees.ppsr);
  const amountFinanced = cents(amountOfCredit + financedCreditFees(fees));
  const schedule = amortisationSchedule({
    amountFinanced,
    balloon,
    annualRateBp: term.value.annualRateBp,
    termMonths: term.value.months,
    periodsPerYear: frequency.value.periodsPerYear,
  });
  const repayment = summariseSchedule(schedule, balloon);
  const totalAccountFees = cents(fees.monthlyAccount * term.value.months);
  const comparisonRateBp = loanComparisonRate({
    credit: amountOfCredit,
    schedule,
    balloon,
    monthlyAccountFee: fees.monthlyAccount,
    termMonths: term.value.months,
    frequency: frequency.value,
  });
  return {
    ok: true,
    value: {
      product,
      term: term.value,
      balloonOption: balloonOption.value,
      frequency: frequency.value,
      driveAwayPrice,
      deposit,
      fees,
      amountFinanced,
      amountOfCredit,
      balloon,
      repayment,
      schedule,
      totalAccountFees,
      totalAmountPayable: sumCents([repayment.totalRepayments, balloon, totalAccountFees]),
      annualRateBp: term.value.annualRateBp,
      comparisonRateBp,
    },
  };
}
