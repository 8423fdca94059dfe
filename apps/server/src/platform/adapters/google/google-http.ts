import { ProviderUnavailableError } from '../provider-unavailable';

/** Where the Google Maps Platform web services live; both are settings so tests can serve them locally. */
export interface GoogleMapsConfig {
  apiKey: string;
  /** Geocoding and Distance Matrix: https://maps.googleapis.com */
  mapsBaseUrl: string;
  /** Places API (New): https://places.googleapis.com */
  placesBaseUrl: string;
  timeoutMs?: number;
}

const defaultTimeoutMs = 5000;

/**
 * Calls a Google web service and returns its HTTP status and parsed JSON. A network failure, a timeout or a body
 * that is not JSON is `ProviderUnavailableError`: the caller decides what an HTTP status or API status means.
 */
export async function fetchGoogleJson(
  service: string,
  url: URL,
  init: RequestInit,
  timeoutMs = defaultTimeoutMs,
): Promise<{ httpStatus: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ProviderUnavailableError(service, error instanceof Error ? error.message : 'request failed');
  }
  const text = await response.text().catch(() => '');
  try {
    return { httpStatus: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new ProviderUnavailableError(service, `HTTP ${response.status} with a body that is not JSON`);
  }
}

/** Joins a base URL (possibly with a path) and an API path. */
export function googleUrl(base: string, path: string): URL {
  return new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
}
