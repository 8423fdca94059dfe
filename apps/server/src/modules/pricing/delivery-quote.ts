import type { CountryCode } from '@showroom/domain';
import type { DeliveryFigures } from '../location/centre-choice';
import type { LocationService } from '../location/location.service';

/** Where a car is delivered, as the price request names it (spec 000 section 3: PostCode, Suburb). */
export interface DeliveryPlace {
  country: CountryCode;
  state?: string | undefined;
  postcode: string;
  suburb?: string | null | undefined;
}

export type DeliveryQuoter = (place: DeliveryPlace) => Promise<DeliveryFigures>;

/**
 * Home delivery to a postcode and suburb, priced by the location module exactly as get-delivery-price prices
 * it from the nearest centre that dispatches vehicles (docs/delivery.md). A provider failure is code 2, not an error.
 */
export function deliveryQuoter(location: Pick<LocationService, 'deliveryPrice'>): DeliveryQuoter {
  return (place) => {
    const suburb = place.suburb?.trim() ?? '';
    return location.deliveryPrice({
      Country: place.country,
      DeliveryAddress: [suburb, place.state ?? '', place.postcode].filter(Boolean).join(' '),
      DeliveryState: place.state ?? null,
      DeliveryPostcode: place.postcode,
      DeliverySuburb: suburb || null,
      CustomerType: 'Private',
    });
  };
}
