import { cents } from '../money';
import { monthly, termOption } from './lenders';
import type {
  FinanceCountry,
  FinanceOffer,
  FinanceProduct,
  FinanceResult,
  LenderFees,
  MinimumDepositRule,
} from './types';

/*
 * Finance offers are data (the server's finance_offers table, docs/finance.md): a later offer is a new row with a
 * new id and its own window, never an edit of an old one. These functions turn a row into the lender product it
 * stands for and decide which offer applies on a date; the offers themselves are passed in.
 */

/** The minimum deposit of an offer: a whole-percent share of the drive-away price (spec 001 section 5). */
export function offerMinimumDeposit(percent: number): MinimumDepositRule {
  return {
    kind: 'share',
    basisPoints: Math.round(percent * 100),
    message: `A minimum deposit of ${percent}% is required for this finance offer.`,
  };
}

/** What a finance offer row holds. */
export interface FinanceOfferRecord {
  readonly offerId: number;
  readonly name: string;
  readonly country: FinanceCountry;
  readonly orderFrom: string;
  readonly orderTo: string;
  readonly deliveryBy: string;
  readonly lenderName: string;
  /** Each term's months and rate; no balloon on an offer (spec 001 section 9). */
  readonly terms: readonly { readonly months: number; readonly annualRateBp: number }[];
  /** The term the calculator opens on. */
  readonly defaultTermMonths: number;
  readonly minimumDepositPercent: number;
  /** Lender fees in cents (an offer advertising a comparison rate waives the lender's own fees). */
  readonly fees: { establishment: number; creditAssistance: number; ppsr: number; monthlyAccount: number };
  readonly source: string;
}

/**
 * The offer a row stands for, with its lender product (monthly repayments, no balloon).
 * @example financeOfferOf(row).product.minimumDeposit // { kind: 'share', basisPoints: 2000, … }
 */
export function financeOfferOf(record: FinanceOfferRecord): FinanceOffer {
  const fees: LenderFees = {
    establishment: cents(record.fees.establishment),
    creditAssistance: cents(record.fees.creditAssistance),
    ppsr: cents(record.fees.ppsr),
    monthlyAccount: cents(record.fees.monthlyAccount),
  };
  const product: FinanceProduct = {
    country: record.country,
    lenderName: record.lenderName,
    offerId: record.offerId,
    terms: record.terms.map((term) =>
      termOption(term.months, term.annualRateBp, [], term.months === record.defaultTermMonths),
    ),
    frequencies: [monthly],
    fees,
    minimumDeposit: offerMinimumDeposit(record.minimumDepositPercent),
    annualRateToBp: Math.max(...record.terms.map((term) => term.annualRateBp)),
    source: record.source,
  };
  const { offerId, name, country, orderFrom, orderTo, deliveryBy, source } = record;
  return { offerId, name, country, orderFrom, orderTo, deliveryBy, product, source };
}

/** The dates that decide whether an offer applies, as YYYY-MM-DD in the market's time zone. */
export interface OfferDates {
  /** The day the order is placed (or the quote is given). */
  readonly orderDate: string;
  /** The estimated delivery date when known; an unknown date does not exclude the offer. */
  readonly deliveryDate?: string;
}

/**
 * Whether an offer applies on these dates: the order inside its window (both ends inclusive) and, when the
 * delivery date is known, delivery on or before its delivery-by date.
 * @example isOfferOpen(offer2025, { orderDate: '2025-11-30' }) // true
 * @example isOfferOpen(offer2025, { orderDate: '2025-09-01', deliveryDate: '2026-01-05' }) // false
 */
export function isOfferOpen(offer: FinanceOffer, dates: OfferDates): boolean {
  const ordered = dates.orderDate >= offer.orderFrom && dates.orderDate <= offer.orderTo;
  const delivered = dates.deliveryDate === undefined || dates.deliveryDate <= offer.deliveryBy;
  return ordered && delivered;
}

/**
 * The offers open in a country on these dates.
 * @example openFinanceOffers([offer2025], 'AU', { orderDate: '2025-10-01' }).map((o) => o.offerId) // [1]
 */
export function openFinanceOffers(
  offers: readonly FinanceOffer[],
  country: FinanceCountry,
  dates: OfferDates,
): FinanceOffer[] {
  return offers.filter((offer) => offer.country === country && isOfferOpen(offer, dates));
}

/** Which finance applies: an open offer's, or standard finance. */
export interface AppliedFinance {
  readonly product: FinanceProduct;
  readonly offer: FinanceOffer | null;
}

/**
 * The finance that applies to a request, among the offers a country ever had. Offer id 0 asks for standard
 * finance. A known offer that is open on these dates applies; a known offer outside its window gives standard
 * finance (spec 001 section 9); an id that no offer of this country ever had is refused.
 * @example appliedFinance(standard.AU, [offer2025], 1, { orderDate: '2025-10-01' }) // ok, product.offerId 1
 * @example appliedFinance(standard.AU, [offer2025], 1, { orderDate: '2025-12-01' }) // ok, standard
 */
export function appliedFinance(
  standard: FinanceProduct,
  offers: readonly FinanceOffer[],
  offerId: number,
  dates: OfferDates,
): FinanceResult<AppliedFinance> {
  const fallback: AppliedFinance = { product: standard, offer: null };
  if (offerId === 0) return { ok: true, value: fallback };
  const offer = offers.find((o) => o.offerId === offerId && o.country === standard.country);
  if (!offer) {
    return { ok: false, refusal: { code: 'unknown-offer', message: 'This finance offer does not exist.' } };
  }
  return { ok: true, value: isOfferOpen(offer, dates) ? { product: offer.product, offer } : fallback };
}
