import type { Env } from '../../env';
import type { AddressProvider } from './address/address-provider';
import { embeddedAddressProvider } from './address/embedded-address-provider';
import { googleAddressProvider } from './address/google-address-provider';
import type { DistanceProvider } from './distance/distance-provider';
import { googleDistanceProvider } from './distance/google-distance-provider';
import { greatCircleDistanceProvider } from './distance/great-circle-distance-provider';

export interface LocationAdapters {
  address: AddressProvider;
  distance: DistanceProvider;
}

/** Google when GOOGLE_MAPS_API_KEY is set, the embedded gazetteer and great-circle distances otherwise. */
export function selectLocationAdapters(env: Env): LocationAdapters {
  if (!env.GOOGLE_MAPS_API_KEY) {
    return { address: embeddedAddressProvider(), distance: greatCircleDistanceProvider() };
  }
  const config = {
    apiKey: env.GOOGLE_MAPS_API_KEY,
    mapsBaseUrl: env.GOOGLE_MAPS_BASE_URL,
    placesBaseUrl: env.GOOGLE_PLACES_BASE_URL,
  };
  return { address: googleAddressProvider(config), distance: googleDistanceProvider(config) };
}
