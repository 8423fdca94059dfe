import { financeOfferOf } from './offers';

/**
 * The 2025 finance offer as its row holds it (spec 001 section 9; the server seeds the same row): 1.99% p.a. up to
 * 48 months and 2.99% p.a. for 60, no balloon, at least 20% deposit, ordered 7 Aug – 30 Nov 2025 and delivered by
 * 31 Dec 2025, lender fees waived (PPSR is a government fee).
 */
export const financeOffer2025 = financeOfferOf({
  offerId: 1,
  name: 'financeOffer',
  country: 'AU',
  orderFrom: '2025-08-07',
  orderTo: '2025-11-30',
  deliveryBy: '2025-12-31',
  lenderName: 'Sample Lender Australia',
  terms: [
    { months: 24, annualRateBp: 199 },
    { months: 36, annualRateBp: 199 },
    { months: 48, annualRateBp: 199 },
    { months: 60, annualRateBp: 299 },
  ],
  defaultTermMonths: 48,
  minimumDepositPercent: 20,
  fees: { establishment: 0, creditAssistance: 0, ppsr: 680, monthlyAccount: 0 },
  source: 'Spec 001 section 9 (rates, deposit, dates); lender fees SAMPLE',
});
