import type { CountryCode } from '@showroom/domain';
import type { SharedCache } from '../../platform/shared/shared-cache';
import type { DeliveryFigures, LocationService, PlaceFields, VerifiedPlace } from '../location';

/** Where a car is delivered, as the price request names it (spec 000 section 3: PostCode, Suburb). */
export interface DeliveryPlace {
  country: CountryCode;
  /** The state the place is said to be in (must agree with the postcode's); the market's state by default. */
  state?: string | undefined;
  postcode: string;
  suburb?: string | null | undefined;
  /** How the request names the place's parts, for a 400 when they disagree (default: get-driveaway-cost's). */
  fields?: PlaceFields | undefined;
}

/** get-driveaway-cost's names for the delivery place. */
const driveawayFields: PlaceFields = { postcode: 'PostCode', suburb: 'Suburb' };

/** Home delivery's figures and, when the address provider found it, the locality they were measured to. */
export type QuotedDelivery = DeliveryFigures & { place?: VerifiedPlace | undefined };

export type DeliveryQuoter = (place: DeliveryPlace) => Promise<QuotedDelivery>;

/** How long a delivery quote is reused: the price is recalculated on every change of the configuration. */
export const deliveryQuoteTtlMs = 10 * 60 * 1000;

/**
 * Home delivery to a postcode and suburb, priced by the location module exactly as get-delivery-price prices
 * it from the nearest centre that dispatches vehicles (docs/delivery.md), with the locality it verified (a
 * postcode, suburb and state that disagree are a 400 naming the place's fields). A provider failure is code 2, not an
 * error. Quotes are kept for ten minutes per place in `cache` (shared by every instance when Redis is set), so
 * recalculating the price on every change of paint or accessory does not call the geocoding and distance
 * services again; a code 2 answer is not kept.
 */
export function deliveryQuoter(
  location: Pick<LocationService, 'verifiedDelivery'>,
  cache: SharedCache,
): DeliveryQuoter {
  return async (place) => {
    const suburb = place.suburb?.trim() ?? '';
    const key = [place.country, place.state ?? '', place.postcode, suburb.toLowerCase()].join('|');
    const hit = await cache.get(key);
    if (hit) return JSON.parse(hit) as QuotedDelivery;
    const { figures, place: verified } = await location.verifiedDelivery(
      {
        Country: place.country,
        DeliveryAddress: [suburb, place.state ?? '', place.postcode].filter(Boolean).join(' '),
        DeliveryState: place.state ?? null,
        DeliveryPostcode: place.postcode,
        DeliverySuburb: suburb || null,
        CustomerType: 'Private',
      },
      place.fields ?? driveawayFields,
    );
    const quote: QuotedDelivery = verified ? { ...figures, place: verified } : figures;
    if (figures.deliveryPriceErrorCode !== 2) {
      await cache.set(key, JSON.stringify(quote), deliveryQuoteTtlMs);
    }
    return quote;
  };
}
