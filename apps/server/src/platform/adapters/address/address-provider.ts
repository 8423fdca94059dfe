import type { AddressSuggestion } from '@showroom/contract';
import type { CountryCode, LatLng } from '@showroom/domain';

/** What a request knows about an address: the full text and, when it came from a suggestion, its parts. */
export interface AddressParts {
  address: string;
  suburb?: string | null;
  state?: string | null;
  postcode?: string | null;
}

export type GeocodeResult =
  | { kind: 'found'; location: LatLng; suburb: string; state: string; postcode: string }
  | { kind: 'not-found' };

/**
 * Address search and geocoding (ARCHITECTURE.md section 1): the embedded gazetteer by default, Google
 * Places / Geocoding when GOOGLE_MAPS_API_KEY is set. Transport, quota and key failures throw
 * `ProviderUnavailableError`; "no such address" is a result, not an error.
 */
export interface AddressProvider {
  readonly name: 'embedded' | 'google';
  /** Up to `suggestionLimit` suggestions for text typed into an address field. */
  suggest(country: CountryCode, text: string): Promise<AddressSuggestion[]>;
  /** The coordinates of an address, at locality precision for the embedded gazetteer. */
  geocode(country: CountryCode, address: AddressParts): Promise<GeocodeResult>;
}

export const suggestionLimit = 8;
