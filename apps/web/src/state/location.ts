import {
  type AustralianState,
  type CountryCode,
  isAustralianState,
  isCompleteLocation,
  isCountryCode,
} from '@showroom/domain';
import { createStore } from './create-store';

export interface Location {
  country?: CountryCode;
  state?: AustralianState;
}

function validate(value: unknown): Location | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { country, state } = value as Record<string, unknown>;
  if (!isCountryCode(country)) return {};
  return country === 'AU' && isAustralianState(state) ? { country, state } : { country };
}

/** The visitor's chosen country and (Australia) state, kept across visits. */
export const locationStore = createStore<Location>({}, { storageKey: 'showroom.location', validate });

/** Whether a complete location (country, and state in Australia) is held for this market's country. */
export function isLocatedIn(location: Location, country: CountryCode): boolean {
  return location.country === country && isCompleteLocation(location.country, location.state);
}
