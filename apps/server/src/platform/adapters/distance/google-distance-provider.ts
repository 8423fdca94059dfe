import { type LatLng, type RoadDistance, roundKm } from '@showroom/domain';
import { z } from 'zod';
import { fetchGoogleJson, type GoogleMapsConfig, googleUrl } from '../google/google-http';
import { ProviderUnavailableError } from '../provider-unavailable';
import type { DistanceProvider } from './distance-provider';

/* The Distance Matrix API reply as documented: a top-level status, then rows (one per origin) of elements. */
const DistanceMatrixResponse = z.object({
  status: z.string(),
  rows: z
    .array(
      z.object({
        elements: z.array(
          z.object({ status: z.string(), distance: z.object({ value: z.number() }).optional() }),
        ),
      }),
    )
    .default([]),
});

const asParam = (points: readonly LatLng[]) => points.map((p) => `${p.lat},${p.lng}`).join('|');

/** The road distance of one Distance Matrix element, by its documented element status. */
export function readElement(element: { status: string; distance?: { value: number } }): RoadDistance {
  switch (element.status) {
    case 'OK':
      return element.distance
        ? { kind: 'measured', km: roundKm(element.distance.value / 1000) }
        : { kind: 'unavailable' };
    case 'NOT_FOUND':
      return { kind: 'unknown-address' };
    case 'ZERO_RESULTS':
    case 'MAX_ROUTE_LENGTH_EXCEEDED':
      return { kind: 'no-road-route' };
    default:
      return { kind: 'unavailable' };
  }
}

/** Google Distance Matrix (driving, metric): one request for all origins to one destination. */
export function googleDistanceProvider(config: GoogleMapsConfig): DistanceProvider {
  return {
    name: 'google',
    async roadDistances(origins, destination) {
      if (origins.length === 0) return [];
      const unavailable = origins.map((): RoadDistance => ({ kind: 'unavailable' }));
      const url = googleUrl(config.mapsBaseUrl, '/maps/api/distancematrix/json');
      url.searchParams.set('origins', asParam(origins));
      url.searchParams.set('destinations', asParam([destination]));
      url.searchParams.set('mode', 'driving');
      url.searchParams.set('units', 'metric');
      url.searchParams.set('key', config.apiKey);
      try {
        const { httpStatus, body } = await fetchGoogleJson(
          'Google Distance Matrix',
          url,
          { method: 'GET' },
          config.timeoutMs,
        );
        const parsed = DistanceMatrixResponse.safeParse(body);
        // OVER_QUERY_LIMIT, REQUEST_DENIED, INVALID_REQUEST, MAX_ELEMENTS_EXCEEDED, UNKNOWN_ERROR …: try again later.
        if (httpStatus !== 200 || !parsed.success || parsed.data.status !== 'OK') return unavailable;
        return origins.map((_, i) => {
          const element = parsed.data.rows[i]?.elements[0];
          return element ? readElement(element) : { kind: 'unavailable' };
        });
      } catch (error) {
        if (error instanceof ProviderUnavailableError) return unavailable;
        throw error;
      }
    },
  };
}
