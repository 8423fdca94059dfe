import { dollars } from '../money';
import type { BalloonOption, FinanceProduct, FrequencyOption, MinimumDepositRule, TermOption } from './types';

/*
 * Standard finance of the two lender partners, one per country (spec 000 section 1, spec 001 section 1).
 * The lenders' names and rate cards are not published in the specification or found in research, so every
 * figure below is a SAMPLE chosen to be plausible and to reproduce the one figure the spec gives: its sample
 * comparison rate of 6.79% for a $30,000 loan over 60 months (spec 001 section 9), which the Australian
 * sample's 5.49% p.a. with a $395 establishment fee, a $295 credit assistance fee and a $5 monthly account
 * fee yields (docs/finance.md). Replace these rows with the lender's rate card when it is known.
 */

const sampleSource = 'SAMPLE figures (lender rate card not known); see docs/finance.md';

/**
 * A balloon option per percentage of the drive-away price; 0% is the default.
 * @example balloonOptions([0, 10])[1] // { id: 10, percent: 10, name: '10%', isDefault: false }
 */
export function balloonOptions(percents: readonly number[]): BalloonOption[] {
  return percents.map((percent) => ({ id: percent, percent, name: `${percent}%`, isDefault: percent === 0 }));
}

/**
 * A term option; its id is its number of months.
 * @example termOption(60, 549, [0, 10], true).name // '60 months'
 */
export function termOption(
  months: number,
  annualRateBp: number,
  balloonPercents: readonly number[],
  isDefault = false,
): TermOption {
  return {
    id: months,
    months,
    name: `${months} months`,
    isDefault,
    annualRateBp,
    balloonOptions: balloonOptions(balloonPercents),
  };
}

/** Monthly repayments; comparison rate annualised with n = 12 (NCCP Regulations 2010 reg 100). */
export const monthly: FrequencyOption = {
  id: 1,
  frequency: 'monthly',
  name: 'Monthly',
  periodsPerYear: 12,
  comparisonRatePeriodsPerYear: 12,
  isDefault: true,
};

const fortnightlyNz: FrequencyOption = {
  id: 2,
  frequency: 'fortnightly',
  name: 'Fortnightly',
  periodsPerYear: 26,
  comparisonRatePeriodsPerYear: 26,
  isDefault: false,
};

const weeklyNz: FrequencyOption = {
  id: 3,
  frequency: 'weekly',
  name: 'Weekly',
  periodsPerYear: 52,
  comparisonRatePeriodsPerYear: 52,
  isDefault: false,
};

/** The standard minimum deposit (spec 001 section 5). */
export const standardMinimumDeposit: MinimumDepositRule = {
  kind: 'fixed',
  amount: dollars(1_000),
  message: 'A minimum deposit of $1000 is required.',
};

/** Australian lender partner, standard finance (SAMPLE). */
export const australianStandardFinance: FinanceProduct = {
  country: 'AU',
  lenderName: 'Sample Lender Australia',
  offerId: 0,
  terms: [
    termOption(24, 549, [0, 10, 20, 30, 40]),
    termOption(36, 549, [0, 10, 20, 30, 40]),
    termOption(48, 549, [0, 10, 20, 30]),
    termOption(60, 549, [0, 10, 20, 30], true),
  ],
  frequencies: [monthly],
  fees: {
    establishment: dollars(395),
    creditAssistance: dollars(295),
    ppsr: dollars(6.8),
    monthlyAccount: dollars(5),
  },
  minimumDeposit: standardMinimumDeposit,
  annualRateToBp: 1_199,
  source: sampleSource,
};

/** New Zealand lender partner, standard finance (SAMPLE); the only market with weekly and fortnightly repayments. */
export const newZealandStandardFinance: FinanceProduct = {
  country: 'NZ',
  lenderName: 'Sample Lender New Zealand',
  offerId: 0,
  terms: [
    termOption(24, 995, [0, 10, 20, 30]),
    termOption(36, 995, [0, 10, 20, 30]),
    termOption(48, 995, [0, 10, 20]),
    termOption(60, 995, [0, 10, 20], true),
  ],
  frequencies: [monthly, fortnightlyNz, weeklyNz],
  fees: {
    establishment: dollars(350),
    creditAssistance: dollars(199),
    ppsr: dollars(10.35),
    monthlyAccount: dollars(6),
  },
  minimumDeposit: standardMinimumDeposit,
  annualRateToBp: 1_495,
  source: sampleSource,
};

/** Standard finance per country. */
export const standardFinance = {
  AU: australianStandardFinance,
  NZ: newZealandStandardFinance,
} as const satisfies Record<FinanceProduct['country'], FinanceProduct>;
