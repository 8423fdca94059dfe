import type { CountryCode } from '../market';
import { type Cents, cents, dollars } from '../money';
import { roundKm } from './geo';

/**
 * How home delivery is priced in a country, by road distance from the Experience Centre that dispatches the
 * vehicle. SAMPLE figures (the real minimum distance and fees were not found, see docs/delivery.md): fees
 * include GST and rise by a fixed step for each full band of distance beyond the minimum.
 */
export interface DeliveryFeeSchedule {
  /** Inside this road distance home delivery is not offered: the customer collects from the centre. */
  minimumKm: number;
  /** Beyond this road distance we cannot estimate a fee: code 1, sales will call. */
  maximumKm: number;
  bandKm: number;
  /** Fee for the first band, from `minimumKm` up to `minimumKm + bandKm`. */
  firstBandFee: Cents;
  /** Added for every further full band. */
  perBandFee: Cents;
}

export const deliveryFeeSchedules: Record<CountryCode, DeliveryFeeSchedule> = {
  AU: { minimumKm: 100, maximumKm: 2000, bandKm: 100, firstBandFee: dollars(500), perBandFee: dollars(150) },
  NZ: { minimumKm: 100, maximumKm: 1000, bandKm: 100, firstBandFee: dollars(450), perBandFee: dollars(150) },
};

/** 0: priced or not offered (no error); 1: cannot estimate accurately (sales will call); 2: cannot calculate now. */
export type DeliveryErrorCode = 0 | 1 | 2;

/**
 * What we know about the road distance between the dispatching centre and the delivery address.
 * `no-road-route`: different land masses, or the routing service found no route; `unknown-address`: the
 * address could not be located; `unavailable`: the distance or geocoding service failed.
 */
export type RoadDistance =
  | { kind: 'measured'; km: number }
  | { kind: 'no-road-route'; km?: number }
  | { kind: 'unknown-address' }
  | { kind: 'unavailable' };

export type DeliveryOutcome =
  | 'priced'
  | 'within-minimum-distance'
  | 'beyond-maximum-distance'
  | 'no-road-route'
  | 'unknown-address'
  | 'distance-unavailable';

export interface HomeDeliveryQuote {
  outcome: DeliveryOutcome;
  /** Whether home delivery may be chosen; with an error code it is chosen without a price (sales follow up). */
  deliveryAvailable: boolean;
  /** Road km, one decimal; 0 when unknown. */
  distanceKm: number;
  price: Cents;
  errorCode: DeliveryErrorCode;
}

/**
 * The fee for a road distance inside the schedule's limits.
 * @example deliveryFee(deliveryFeeSchedules.AU, 379.8) // 80_000 ($500 + 2 × $150)
 * @example deliveryFee(deliveryFeeSchedules.AU, 100) // 50_000
 */
export function deliveryFee(schedule: DeliveryFeeSchedule, km: number): Cents {
  const bands = Math.max(0, Math.floor((km - schedule.minimumKm) / schedule.bandKm));
  return cents(schedule.firstBandFee + bands * schedule.perBandFee);
}

/**
 * Prices home delivery from one Experience Centre.
 * @example quoteHomeDelivery('AU', { kind: 'measured', km: 26.8 })
 *   // { outcome: 'within-minimum-distance', deliveryAvailable: false, distanceKm: 26.8, price: 0, errorCode: 0 }
 * @example quoteHomeDelivery('AU', { kind: 'measured', km: 379.8 })
 *   // { outcome: 'priced', deliveryAvailable: true, distanceKm: 379.8, price: 80_000, errorCode: 0 }
 * @example quoteHomeDelivery('AU', { kind: 'unavailable' })
 *   // { outcome: 'distance-unavailable', deliveryAvailable: true, distanceKm: 0, price: 0, errorCode: 2 }
 */
export function quoteHomeDelivery(country: CountryCode, distance: RoadDistance): HomeDeliveryQuote {
  const schedule = deliveryFeeSchedules[country];
  const none = cents(0);
  switch (distance.kind) {
    case 'unavailable':
      return {
        outcome: 'distance-unavailable',
        deliveryAvailable: true,
        distanceKm: 0,
        price: none,
        errorCode: 2,
      };
    case 'unknown-address':
      return {
        outcome: 'unknown-address',
        deliveryAvailable: true,
        distanceKm: 0,
        price: none,
        errorCode: 1,
      };
    case 'no-road-route':
      return {
        outcome: 'no-road-route',
        deliveryAvailable: true,
        distanceKm: roundKm(distance.km ?? 0),
        price: none,
        errorCode: 1,
      };
    case 'measured': {
      const km = roundKm(distance.km);
      if (km < schedule.minimumKm) {
        return {
          outcome: 'within-minimum-distance',
          deliveryAvailable: false,
          distanceKm: km,
          price: none,
          errorCode: 0,
        };
      }
      if (km > schedule.maximumKm) {
        return {
          outcome: 'beyond-maximum-distance',
          deliveryAvailable: true,
          distanceKm: km,
          price: none,
          errorCode: 1,
        };
      }
      return {
        outcome: 'priced',
        deliveryAvailable: true,
        distanceKm: km,
        price: deliveryFee(schedule, km),
        errorCode: 0,
      };
    }
  }
}
