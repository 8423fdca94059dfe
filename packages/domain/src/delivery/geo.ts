/** A point on the Earth in decimal degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius in km (IUGG), the usual radius for great-circle distances. */
const earthRadiusKm = 6371.0088;

/**
 * Ratio of road distance to straight-line distance used when no routing service is configured.
 * Studies of road circuity (for example Ballou, Rahardja and Sakai, 2002, Transportation Research A 36(9))
 * report averages of about 1.15 to 1.4 depending on country and terrain; 1.25 sits in the middle. Checked on
 * our own routes: Sydney to Dubbo 305 km straight, about 390 km by road (1.28); Sydney to Melbourne 713 km
 * straight, about 880 km by road (1.23); Auckland to Hamilton 114 km straight, about 125 km by road (1.10). Where roads
 * are far less direct (coastal and mountain routes) a routing service should be configured (Google Distance Matrix).
 */
export const roadFactor = 1.25;

/**
 * Great-circle (haversine) distance in km.
 * @example greatCircleKm({ lat: -33.8688, lng: 151.2093 }, { lat: -37.8136, lng: 144.9631 }) // ≈ 713.4
 */
export function greatCircleKm(from: LatLng, to: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLng = (to.lng - from.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Distances on the wire and in the fee schedule are kilometres with one decimal.
 * @example roundKm(380.849) // 380.8
 */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/**
 * Estimated road distance: great-circle distance × `roadFactor`, in km with one decimal.
 * @example estimateRoadKm({ lat: -33.9165, lng: 151.2 }, { lat: -32.2315, lng: 148.633 }) // 379.8
 */
export function estimateRoadKm(from: LatLng, to: LatLng): number {
  return roundKm(greatCircleKm(from, to) * roadFactor);
}
