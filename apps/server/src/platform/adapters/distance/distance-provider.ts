import type { LatLng, RoadDistance } from '@showroom/domain';

/**
 * Road distances (ARCHITECTURE.md section 1): great-circle × road factor by default, Google Distance Matrix when
 * GOOGLE_MAPS_API_KEY is set. Never throws: a failed lookup is `{ kind: 'unavailable' }` (delivery error code 2),
 * a pairing the service cannot route or locate is `no-road-route` / `unknown-address` (code 1).
 */
export interface DistanceProvider {
  readonly name: 'great-circle' | 'google';
  /** One result per origin, in order, each the road distance from that origin to the destination. */
  roadDistances(origins: readonly LatLng[], destination: LatLng): Promise<RoadDistance[]>;
}
