import type { AddressSuggestion } from '@showroom/contract';
import { australianStateCode, type CountryCode } from '@showroom/domain';
import {
  type AddressParts,
  type AddressProvider,
  type GeocodeResult,
  suggestionLimit,
} from './address-provider';
import { type Gazetteer, loadGazetteer } from './gazetteer-data';
import type { GazetteerIndex, Locality } from './gazetteer-index';
import { searchLocalities } from './locality-search';
import { searchKey } from './normalise';

/**
 * "12 Smith St, Parramatta NSW 2150" in Australia; "12 Queen Street, Ponsonby, Auckland 1011" in New Zealand
 * (a town's own name is not repeated: "5 Main Street, Taupō 3330").
 */
export function formatFullAddress(
  country: CountryCode,
  streetLine: string,
  place: Pick<Locality, 'name' | 'city' | 'state' | 'postcode'>,
): string {
  if (country === 'AU') {
    const locality = [place.name, place.state, place.postcode].filter(Boolean).join(' ');
    return [streetLine, locality].filter(Boolean).join(', ');
  }
  const city = [place.city, place.postcode].filter(Boolean).join(' ');
  return [streetLine, place.name === place.city ? '' : place.name, city].filter(Boolean).join(', ');
}

export function toSuggestion(
  country: CountryCode,
  streetLine: string,
  locality: Locality,
): AddressSuggestion {
  return {
    fullAddress: formatFullAddress(country, streetLine, locality),
    suburb: locality.name,
    state: locality.state,
    postcode: locality.postcode,
  };
}

/**
 * The locality an address names, from its parts when it came from a suggestion (suburb, state, postcode),
 * else from its text. Precision is the locality's centre: enough for delivery distances, not for navigation.
 */
export function locateInGazetteer(
  index: GazetteerIndex,
  country: CountryCode,
  address: AddressParts,
): Locality | undefined {
  const postcode = address.postcode?.trim() || undefined;
  const state = address.state?.trim() || undefined;
  if (address.suburb?.trim()) {
    let candidates = index.exact(searchKey(address.suburb));
    if (postcode) {
      const samePostcode = candidates.filter((l) => l.postcode === postcode);
      if (samePostcode.length > 0 || candidates.length > 0)
        candidates = samePostcode.length ? samePostcode : candidates;
    }
    if (state) {
      const wanted = country === 'AU' ? australianStateCode(state) : searchKey(state);
      const sameState = candidates.filter((l) =>
        country === 'AU' ? l.state === wanted : searchKey(l.state) === wanted || searchKey(l.city) === wanted,
      );
      if (sameState.length > 0) candidates = sameState;
    }
    if (candidates[0]) return candidates[0];
  }
  const [best] = searchLocalities(index, country, address.address, 1);
  if (best && (best.kind === 'exact' || best.kind === 'postcode')) return best.locality;
  if (postcode) return index.inPostcode(postcode)[0];
  return undefined;
}

/** The embedded default: the AU/NZ gazetteer shipped with the project, loaded once on first use. */
export function embeddedAddressProvider(load: () => Promise<Gazetteer> = loadGazetteer): AddressProvider {
  return {
    name: 'embedded',
    async suggest(country, text) {
      const index = (await load())[country];
      return searchLocalities(index, country, text, suggestionLimit).map((match) =>
        toSuggestion(country, match.streetLine, match.locality),
      );
    },
    async geocode(country, address): Promise<GeocodeResult> {
      const index = (await load())[country];
      const locality = locateInGazetteer(index, country, address);
      if (!locality) return { kind: 'not-found' };
      return {
        kind: 'found',
        location: locality.location,
        suburb: locality.name,
        state: locality.state,
        postcode: locality.postcode,
      };
    },
  };
}
