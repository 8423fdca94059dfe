import type { Promo } from '@showroom/contract';
import { type CountryCode, openFinanceOffers } from '@showroom/domain';
import type { PromotionRecord } from '../catalogue-reads';
import type { ListedFinanceOffer } from '../finance-offers';

/**
 * The promos of check-offers: the finance offers open on the date, then the price promotions running on it
 * (one card per row), each with the card texts its row holds.
 * @example runningPromos('AU', '2025-10-01', rows, offers)[0].name // 'financeOffer'
 */
export function runningPromos(
  country: CountryCode,
  date: string,
  rows: readonly PromotionRecord[],
  financeOffers: readonly ListedFinanceOffer[],
): Promo[] {
  const open = new Set(
    openFinanceOffers(
      financeOffers.map((listed) => listed.offer),
      country,
      { orderDate: date },
    ),
  );
  return [
    ...financeOffers
      .filter((listed) => open.has(listed.offer))
      .map(({ offer, buttonText, scrollText }) => ({
        name: offer.name,
        data: {
          offerId: offer.offerId,
          buttonText,
          scrollText,
          discountType: null,
          validTo: offer.orderTo,
          minimumDepositPercent:
            offer.product.minimumDeposit.kind === 'share'
              ? offer.product.minimumDeposit.basisPoints / 100
              : null,
        },
      })),
    ...rows.map((row) => ({
      name: row.name,
      data: {
        offerId: 0,
        buttonText: row.buttonText,
        scrollText: row.scrollText,
        discountType: row.discountType,
        validTo: row.validTo,
        minimumDepositPercent: null,
      },
    })),
  ];
}
