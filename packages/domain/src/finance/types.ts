import type { Cents } from '../money';

/** How often repayments fall due. Monthly everywhere; weekly and fortnightly only in New Zealand. */
export type PaymentFrequency = 'monthly' | 'fortnightly' | 'weekly';

/** The two countries with a lender partner (spec 001 section 1: one lender partner per country). */
export type FinanceCountry = 'AU' | 'NZ';

/** A repayment frequency a lender offers. */
export interface FrequencyOption {
  readonly id: number;
  readonly frequency: PaymentFrequency;
  readonly name: string;
  /** Repayments per year; the periodic interest rate is the annual rate divided by this. */
  readonly periodsPerYear: 12 | 26 | 52;
  /**
   * The `n` that turns the periodic comparison rate into an annual one. Australian law (NCCP Regulations
   * 2010 reg 100) prescribes 12, 26.09 and 52.18; New Zealand has no comparison-rate rule, so its products
   * use their own periods per year and a loan without fees then shows a comparison rate equal to its rate.
   */
  readonly comparisonRatePeriodsPerYear: number;
  readonly isDefault: boolean;
}

/** A balloon (residual) choice: a share of the drive-away price left owing after the last repayment. */
export interface BalloonOption {
  readonly id: number;
  readonly percent: number;
  readonly name: string;
  readonly isDefault: boolean;
}

/** A loan term a lender offers, with its rate and the balloons it allows. */
export interface TermOption {
  readonly id: number;
  readonly months: number;
  readonly name: string;
  /** The server-side default flag (spec 001 section 4: 'the server-flagged default'). */
  readonly isDefault: boolean;
  /** Interest rate per annum in basis points: 549 is 5.49% p.a. */
  readonly annualRateBp: number;
  readonly balloonOptions: readonly BalloonOption[];
}

/**
 * Fees of a loan. Establishment, credit assistance and PPSR fees are added to the loan (financed);
 * the monthly account fee is charged each month alongside the repayments and is never financed.
 */
export interface LenderFees {
  readonly establishment: Cents;
  readonly creditAssistance: Cents;
  /** Registration of the lender's security interest on the Personal Property Securities Register (a government fee). */
  readonly ppsr: Cents;
  readonly monthlyAccount: Cents;
}

/** The smallest deposit a product accepts: a fixed amount, or a share of the drive-away price rounded up to the dollar. */
export type MinimumDepositRule =
  | { readonly kind: 'fixed'; readonly amount: Cents; readonly message: string }
  | { readonly kind: 'share'; readonly basisPoints: number; readonly message: string };

/** One lender product: standard finance of a country, or the finance of an offer. */
export interface FinanceProduct {
  readonly country: FinanceCountry;
  readonly lenderName: string;
  /** 0 for standard finance, the offer's id for offer finance (spec 001 section 7: OfferID). */
  readonly offerId: number;
  readonly terms: readonly TermOption[];
  readonly frequencies: readonly FrequencyOption[];
  readonly fees: LenderFees;
  readonly minimumDeposit: MinimumDepositRule;
  /** Top of the lender's risk-based rate range in basis points, shown as interestRateTo. */
  readonly annualRateToBp: number;
  /** Where the figures come from; every figure here is a sample until the lender's rate card is loaded. */
  readonly source: string;
}

/** A finance offer: a product that applies only inside its order window and delivery-by date. */
export interface FinanceOffer {
  readonly offerId: number;
  readonly name: string;
  readonly country: FinanceCountry;
  /** First and last order dates (inclusive), as YYYY-MM-DD in the market's time zone. */
  readonly orderFrom: string;
  readonly orderTo: string;
  /** The vehicle must be delivered on or before this date (YYYY-MM-DD). */
  readonly deliveryBy: string;
  readonly product: FinanceProduct;
  readonly source: string;
}

/** Why a finance request cannot be answered; the message is shown to the customer. */
export interface FinanceRefusal {
  readonly code:
    | 'unknown-offer'
    | 'unknown-term'
    | 'unknown-balloon'
    | 'unknown-frequency'
    | 'deposit-below-minimum'
    | 'deposit-above-maximum';
  readonly message: string;
}

/** A finance answer or the reason there is none; finance rules return refusals instead of throwing. */
export type FinanceResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly refusal: FinanceRefusal };
