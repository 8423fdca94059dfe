import type { CountryCode } from '@showroom/domain';

/** A promotion card of the Special Offers dialog (spec 000 section 1). */
export interface OfferCard {
  /** The promotion's name as pricing knows it (spec 000 section 9). */
  name: string;
  title: string;
  /** The headline figures, one line each. */
  highlights: readonly string[];
  terms: string;
  /** Last day an order qualifies (YYYY-MM-DD); after it the card says the offer has ended. */
  orderTo?: string;
}

export const offersTitle = 'SPECIAL OFFERS';

const offers: Record<CountryCode, readonly OfferCard[]> = {
  AU: [
    {
      name: 'financeOffer',
      title: 'Electric finance offer',
      highlights: [
        '1.99% comparison rate',
        'Terms up to 48 months',
        'No balloon payment',
        '20% minimum deposit',
      ],
      terms:
        'For orders placed from 7 August to 30 November 2025 and delivered by 31 December 2025. Approved private and business applicants only; fees and charges apply. The comparison rate is based on a $30,000 loan over 5 years.',
      orderTo: '2025-11-30',
    },
    {
      name: 'Australia On Road Fees Discount',
      title: 'On-road costs and luxury car tax, on us',
      highlights: ['On-road costs included', 'Luxury car tax saving'],
      terms:
        'The saving appears as its own line in your drive-away price. Offer applies to new LYRIQ vehicles ordered online while the promotion runs.',
    },
  ],
  NZ: [
    {
      name: 'New Zealand GST Discount',
      title: 'Limited-time electric offer: save the GST',
      highlights: ['GST saving on your LYRIQ', 'Shown in your drive-away price'],
      terms:
        'The saving is the GST share of the vehicle price and appears as its own line in your drive-away price. Offer applies to new LYRIQ vehicles ordered online while the promotion runs.',
    },
  ],
};

/** The market's promotional line under the price (New Zealand shows its limited-time electric offer). */
export const promoLine: Record<CountryCode, string | undefined> = {
  AU: undefined,
  NZ: 'Limited-time electric offer: save the GST on a new LYRIQ.',
};

export function offerCards(country: CountryCode): readonly OfferCard[] {
  return offers[country];
}

/** Whether a card's order window has closed on `today` (YYYY-MM-DD). */
export function hasEnded(card: OfferCard, today: string): boolean {
  return card.orderTo !== undefined && today > card.orderTo;
}
