import type { CountryCode } from '@showroom/domain';
import type { Promo } from '../api/check-offers';

/**
 * What a promotion card of the Special Offers dialog says beyond the promotion's own line (spec 000 section 1):
 * the headline figures and the terms, per country and kind of promotion. Which promotions run, and until when,
 * comes from the server (check-offers).
 */
export interface OfferDetails {
  title: string;
  highlights: readonly string[];
  terms: string;
}

export const offersTitle = 'SPECIAL OFFERS';

type PromoKind = 'finance' | 'OnRoadFees' | 'Vehicle';

const details: Record<CountryCode, Partial<Record<PromoKind, OfferDetails>>> = {
  AU: {
    finance: {
      title: 'Electric finance offer',
      highlights: [
        '1.99% comparison rate',
        'Terms up to 48 months',
        'No balloon payment',
        '20% minimum deposit',
      ],
      terms:
        'Approved private and business applicants only; fees and charges apply. The comparison rate is based on a $30,000 loan over 5 years. Delivery must be taken by the date the offer names.',
    },
    OnRoadFees: {
      title: 'On-road costs and luxury car tax saving',
      highlights: ['On-road costs on us', 'Luxury car tax saving'],
      terms:
        'The saving appears as its own line in your drive-away price. Applies to new LYRIQ vehicles ordered online while the promotion runs.',
    },
    Vehicle: {
      title: 'Price saving',
      highlights: ['Saving shown in your drive-away price'],
      terms: 'Applies to new LYRIQ vehicles ordered online while the promotion runs.',
    },
  },
  NZ: {
    Vehicle: {
      title: 'Limited-time electric offer: GST saving',
      highlights: ['GST saving on your LYRIQ', 'Shown in your drive-away price'],
      terms:
        'The saving is the GST share of the vehicle price and appears as its own line in your drive-away price. Applies to new LYRIQ vehicles ordered online while the promotion runs.',
    },
  },
};

function kindOf(promo: Promo): PromoKind {
  return promo.data.offerId > 0 || promo.data.discountType === null ? 'finance' : promo.data.discountType;
}

/** The card text for a running promotion; unknown kinds show the promotion's own line only. */
export function offerDetails(country: CountryCode, promo: Promo): OfferDetails | undefined {
  return details[country][kindOf(promo)];
}
