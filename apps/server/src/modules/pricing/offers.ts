import type { Promo } from '@showroom/contract';
import { type CountryCode, type FinanceOffer, openFinanceOffers } from '@showroom/domain';
import type { PromotionRecord } from './promotion-record';

/** The Special Offers card texts of each finance offer (spec 000 sections 1 and 9), by offer id. */
const financeOfferTexts: Record<number, { buttonText: string; scrollText: string }> = {
  1: {
    buttonText: '1.99% electric finance offer',
    scrollText:
      '1.99% p.a. comparison rate for terms up to 48 months with no balloon (2.99% p.a. for 60 months), ' +
      'with a deposit of at least 20%. Order from 7 August to 30 November 2025 and take delivery by ' +
      '31 December 2025.',
  },
};

function financePromo(offer: FinanceOffer): Promo {
  const texts = financeOfferTexts[offer.offerId] ?? { buttonText: offer.name, scrollText: offer.name };
  return {
    name: offer.name,
    data: { offerId: offer.offerId, ...texts, discountType: null, validTo: offer.orderTo },
  };
}

/**
 * The promos of check-offers: the finance offers open on the date, then the price promotions running on it
 * (one card per promotion row).
 * @example runningPromos('AU', '2025-10-01', rows)[0].name // 'financeOffer'
 */
export function runningPromos(country: CountryCode, date: string, rows: readonly PromotionRecord[]): Promo[] {
  return [
    ...openFinanceOffers(country, { orderDate: date }).map(financePromo),
    ...rows.map((row) => ({
      name: row.name,
      data: {
        offerId: 0,
        buttonText: row.buttonText,
        scrollText: row.scrollText,
        discountType: row.discountType,
        validTo: row.validTo,
      },
    })),
  ];
}
