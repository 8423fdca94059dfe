import { dollars } from '../money';
import { monthly, standardFinance, termOption } from './lenders';
import type { FinanceCountry, FinanceOffer, FinanceProduct, FinanceResult } from './types';

/*
 * Finance offers are rows: a later offer is a new row with a new id and its own window, never an edit of
 * an old one. Offer 1 is the 2025 electric finance offer (spec 001 section 9; spec 000 sections 1 and 9).
 */

/**
 * The 2025 finance offer: 1.99% p.a. up to 48 months and 2.99% p.a. for 60 months, no balloon, at least 20%
 * deposit, ordered 7 Aug – 30 Nov 2025 and delivered by 31 Dec 2025. Spec 000 advertises it as a 1.99%
 * comparison rate, which holds only if the lender's own fees are waived, so they are (the PPSR fee is a
 * government fee and does not count towards a comparison rate). The lender and PPSR figures are SAMPLES.
 */
export const financeOffer2025: FinanceOffer = {
  offerId: 1,
  name: 'financeOffer',
  country: 'AU',
  orderFrom: '2025-08-07',
  orderTo: '2025-11-30',
  deliveryBy: '2025-12-31',
  defaultTermIndex: 2,
  product: {
    country: 'AU',
    lenderName: 'Sample Lender Australia',
    offerId: 1,
    terms: [
      termOption(24, 199, []),
      termOption(36, 199, []),
      termOption(48, 199, []),
      termOption(60, 299, []),
    ],
    frequencies: [monthly],
    fees: {
      establishment: dollars(0),
      creditAssistance: dollars(0),
      ppsr: dollars(6.8),
      monthlyAccount: dollars(0),
    },
    minimumDeposit: {
      kind: 'share',
      basisPoints: 2_000,
      message: 'A minimum deposit of 20% is required for this finance offer.',
    },
    annualRateToBp: 299,
    source: 'Spec 001 section 9 (rates, deposit, dates); lender fees SAMPLE',
  },
  source: 'Spec 001 section 9; spec 000 sections 1 and 9',
};

/** Every finance offer ever made, newest last. */
export const financeOffers: readonly FinanceOffer[] = [financeOffer2025];

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
 * @example isOfferOpen(financeOffer2025, { orderDate: '2025-11-30' }) // true
 * @example isOfferOpen(financeOffer2025, { orderDate: '2025-09-01', deliveryDate: '2026-01-05' }) // false
 */
export function isOfferOpen(offer: FinanceOffer, dates: OfferDates): boolean {
  const ordered = dates.orderDate >= offer.orderFrom && dates.orderDate <= offer.orderTo;
  const delivered = dates.deliveryDate === undefined || dates.deliveryDate <= offer.deliveryBy;
  return ordered && delivered;
}

/**
 * The offers open in a country on these dates.
 * @example openFinanceOffers('AU', { orderDate: '2025-10-01' }).map((o) => o.offerId) // [1]
 * @example openFinanceOffers('AU', { orderDate: '2026-01-01' }) // []
 */
export function openFinanceOffers(country: FinanceCountry, dates: OfferDates): FinanceOffer[] {
  return financeOffers.filter((offer) => offer.country === country && isOfferOpen(offer, dates));
}

/** Which finance applies: an open offer's, or standard finance. */
export interface AppliedFinance {
  readonly product: FinanceProduct;
  readonly offer: FinanceOffer | null;
}

/**
 * The finance that applies to a request. Offer id 0 asks for standard finance. A known offer that is open in
 * this country on these dates applies; a known offer outside its window gives standard finance (spec 001
 * section 9); an id that no offer of this country ever had is refused.
 * @example appliedFinance('AU', 1, { orderDate: '2025-10-01' }) // ok, product.offerId 1
 * @example appliedFinance('AU', 1, { orderDate: '2025-12-01' }) // ok, product.offerId 0 (standard)
 * @example appliedFinance('NZ', 1, { orderDate: '2025-10-01' }) // refused: unknown-offer
 */
export function appliedFinance(
  country: FinanceCountry,
  offerId: number,
  dates: OfferDates,
): FinanceResult<AppliedFinance> {
  const standard: AppliedFinance = { product: standardFinance[country], offer: null };
  if (offerId === 0) return { ok: true, value: standard };
  const offer = financeOffers.find((o) => o.offerId === offerId && o.country === country);
  if (!offer) {
    return { ok: false, refusal: { code: 'unknown-offer', message: 'This finance offer does not exist.' } };
  }
  return { ok: true, value: isOfferOpen(offer, dates) ? { product: offer.product, offer } : standard };
}
