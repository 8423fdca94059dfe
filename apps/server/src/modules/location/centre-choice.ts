import {
  type CountryCode,
  estimateRoadKm,
  greatCircleKm,
  isRoadConnected,
  type LatLng,
  quoteHomeDelivery,
  type RoadDistance,
} from '@showroom/domain';
import { searchKey } from '../../platform/adapters/address/normalise';
import type { ExperienceCentre } from './location.repository';

/** The geocoded delivery address, or why there is none. */
export type Located =
  | { kind: 'found'; location: LatLng; suburb: string; state: string; postcode: string }
  | { kind: 'not-found' }
  | { kind: 'unavailable' };

/** The wire figures of home delivery from one centre (spec 000 section 7). */
export interface DeliveryFigures {
  deliveryAvailable: boolean;
  distance: number;
  deliveryPrice: number;
  deliveryPriceErrorCode: 0 | 1 | 2;
}

/** Vehicles are handed over and dispatched only where a centre is open and offers pick-up. */
export function dispatches(centre: ExperienceCentre): boolean {
  return centre.opening === 'open' && centre.pickupAvailable;
}

/** Whether a vehicle can be driven from the centre to the located address (Bass Strait, Cook Strait, islands). */
export function reachableByRoad(country: CountryCode, centre: ExperienceCentre, located: Located): boolean {
  return located.kind !== 'found' || isRoadConnected(country, centre.postcode, located.postcode);
}

/** What to ask the distance provider, per centre: only centres on the address's land mass need a road distance. */
export function needsRoadDistance(country: CountryCode, centre: ExperienceCentre, located: Located): boolean {
  return located.kind === 'found' && reachableByRoad(country, centre, located);
}

/** The distance to show for a centre the address cannot be driven to: the straight-line estimate. */
export function offRoadDistance(centre: ExperienceCentre, located: Located): RoadDistance {
  if (located.kind === 'not-found') return { kind: 'unknown-address' };
  if (located.kind === 'unavailable') return { kind: 'unavailable' };
  return { kind: 'no-road-route', km: estimateRoadKm(centre.location, located.location) };
}

/** Home delivery from one centre; a centre that does not dispatch vehicles offers none (and no error). */
export function deliveryFigures(
  country: CountryCode,
  centre: ExperienceCentre,
  distance: RoadDistance,
): DeliveryFigures {
  const quote = quoteHomeDelivery(country, distance);
  if (!dispatches(centre)) {
    return {
      deliveryAvailable: false,
      distance: quote.distanceKm,
      deliveryPrice: 0,
      deliveryPriceErrorCode: 0,
    };
  }
  return {
    deliveryAvailable: quote.deliveryAvailable,
    distance: quote.distanceKm,
    deliveryPrice: quote.price,
    deliveryPriceErrorCode: quote.errorCode,
  };
}

export interface PickupReference {
  /** The centre's id, as get-available-delivery-time names it: the one way a client need say which centre. */
  PickupLocationID?: string | null;
  PickupAddress?: string | null;
  PickupPostcode?: string | null;
  PickupSuburb?: string | null;
}

/**
 * The centre a delivery leaves from: the pick-up location the customer chose (matched on the fields sent), else
 * the nearest centre that dispatches vehicles. Undefined when the fields sent match no centre.
 */
export function chooseCentre(
  centres: readonly ExperienceCentre[],
  pickup: PickupReference,
  located: Located,
): ExperienceCentre | undefined {
  const id = pickup.PickupLocationID?.trim();
  if (id) return centres.find((c) => c.id === id);
  const address = pickup.PickupAddress?.trim();
  const postcode = pickup.PickupPostcode?.trim();
  const suburb = pickup.PickupSuburb?.trim();
  if (address || postcode || suburb) {
    return centres.find(
      (c) =>
        (!address ||
          searchKey(c.address) === searchKey(address) ||
          searchKey(c.name) === searchKey(address)) &&
        (!postcode || c.postcode === postcode) &&
        (!suburb || searchKey(c.suburb) === searchKey(suburb)),
    );
  }
  const candidates = centres.filter(dispatches);
  const pool = candidates.length > 0 ? candidates : centres;
  if (located.kind !== 'found') return pool[0];
  return [...pool].sort(
    (a, b) => greatCircleKm(a.location, located.location) - greatCircleKm(b.location, located.location),
  )[0];
}
