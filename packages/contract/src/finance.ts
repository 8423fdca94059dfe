import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country, Money, ShortText } from './fields';

/*
 * Finance calls of spec 001 section 7 and the shapes of section 3 ("Finance filters", "Calculated finance
 * result"). Ids are numbers: a term's id is its months (60), a balloon's its percentage (20), frequencies
 * 1 monthly, 2 fortnightly, 3 weekly. OfferID 0 (or absent) is standard finance; 1 the 2025 finance offer.
 * Money is integer cents (the deposit too: $1,000.50 is 100050). See docs/finance.md.
 */

const FilterId = z
  .number({ error: 'Must be a number.' })
  .int('Must be a whole number.')
  .min(0, 'Cannot be negative.');
const OfferId = FilterId.default(0).describe('0: standard finance');

export const FinanceFilter = z.object({
  filterID: z.number().int(),
  filterName: z.string(),
  isDefault: z.boolean(),
});
export type FinanceFilter = z.infer<typeof FinanceFilter>;

export const getFinanceTerms = defineEndpoint({
  method: 'POST',
  path: '/api/PaymentOptions/get-finance-terms',
  summary:
    'Loan terms of standard finance or of an offer (a closed offer answers standard finance); the default is flagged',
  tag: 'Finance',
  body: z.object({ Country, OfferID: OfferId }),
  data: z.array(FinanceFilter),
});

export const getFinanceBalloonOptions = defineEndpoint({
  method: 'POST',
  path: '/api/PaymentOptions/get-finance-balloonoptions',
  summary: 'Balloon (residual) options a term allows; empty for offer finance',
  tag: 'Finance',
  body: z.object({ Country, TermOptionID: FilterId, OfferID: OfferId }),
  data: z.array(FinanceFilter),
});

export const getFrequency = defineEndpoint({
  method: 'POST',
  path: '/api/PaymentOptions/get-frequency',
  summary: 'Repayment frequencies of the market (weekly and fortnightly in New Zealand only)',
  tag: 'Finance',
  body: z.object({ Country }),
  data: z.array(FinanceFilter),
});

export const CalculateFinanceRequest = z.object({
  Country,
  Deposit: Money.describe('Cents'),
  SelectedTermOptions: FilterId.describe('Term id (months)'),
  SelectedBalloonPaymentOptions: FilterId.nullish().describe('Balloon id (per cent); null: none'),
  SelectedPaymentFrequency: FilterId.nullish().describe('Frequency id; null: the default (monthly)'),
  DriveawayCost: Money.min(1, 'The drive-away price is required.').describe(
    'Cents: the drive-away price the loan is for (this call is a calculator; orders are priced from ids)',
  ),
  Source: ShortText.nullish().describe('Where the calculator was opened; recorded nowhere'),
  OfferID: OfferId,
});

/** The calculated finance result of spec 001 section 3 (texts, spelling as there) and its figures in numbers. */
export const CalculatedFinance = z.object({
  monthlyLoanPaymentText: z.string().describe('The regular repayment of the chosen frequency'),
  interestRateText: z.string(),
  interestRateTo: z.string().describe("Top of the lender's rate range"),
  comparisonRateText: z.string(),
  totalFinancedAmountText: z.string(),
  creditAssistanceFeeText: z.string(),
  balloonpaymentText: z.string(),
  freqencyName: z.string(),
  totalLoanPayment: z.string().describe('Total amount payable: repayments, balloon and account fees'),
  monthlyAccountFeeText: z.string(),
  ppsr: z.string(),
  offerID: z.number().int().describe('The finance that applied: 0 standard, else the offer'),
  loanPayment: Money,
  balloonAmount: Money,
  totalFinancedAmount: Money,
  comparisonRate: z.number().describe('Per cent p.a.'),
  interestRate: z.number().describe('Per cent p.a.'),
  term: z.number().int().describe('Months'),
  depositMinimum: Money,
  depositMaximum: Money,
});
export type CalculatedFinance = z.infer<typeof CalculatedFinance>;

export const calculateFinance = defineEndpoint({
  method: 'POST',
  path: '/api/PaymentOptions/calculate-finance',
  summary: 'Repayments, totals and comparison rate of a loan on a drive-away price',
  tag: 'Finance',
  body: CalculateFinanceRequest,
  data: CalculatedFinance,
});

/** Error codes of the finance calls: a deposit out of range is a 400 on `Deposit` with the spec's message. */
export const financeErrorCodes = {
  depositOutOfRange: 'DepositOutOfRange',
} as const;

/**
 * The loan the customer chose in the calculator, as the order carries it (spec 001 section 3 "Finance"): the ids
 * and deposit of calculate-finance. An absent part takes the calculator's default (the flagged term and balloon,
 * the minimum deposit, monthly); a null balloon is none. The server prices the loan on the order's own price.
 */
export const OrderFinanceChoice = z.object({
  OfferID: OfferId,
  Deposit: Money.nullish().describe('Cents; absent: the minimum deposit'),
  SelectedTermOptions: FilterId.nullish().describe('Term id (months); absent: the default term'),
  SelectedBalloonPaymentOptions: FilterId.nullish().describe(
    'Balloon id (per cent); absent: the default balloon; null: none',
  ),
  SelectedPaymentFrequency: FilterId.nullish().describe('Frequency id; absent or null: monthly'),
});

/** The loan an order records, priced by the server on the order's drive-away price when it was reserved. */
export const OrderFinance = z.object({
  offerID: z.number().int().describe('0 standard finance, else the finance offer that applied'),
  deposit: Money,
  term: z.number().int().describe('Months'),
  balloonPercent: z.number(),
  balloonAmount: Money,
  repayment: Money.describe('The regular repayment'),
  frequencyName: z.string().describe("'Monthly', 'Fortnightly' or 'Weekly'"),
  amountFinanced: Money,
  interestRate: z.number().describe('Per cent p.a.'),
  comparisonRate: z.number().describe('Per cent p.a.'),
  totalAmountPayable: Money,
});
export type OrderFinance = z.infer<typeof OrderFinance>;
