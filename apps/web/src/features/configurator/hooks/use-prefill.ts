import {
  type AustralianState,
  australianStates,
  type CountryCode,
  countries,
  type DefaultConfig,
  emptyConfiguration,
  isCompleteLocation,
  marketOf,
  sameName,
} from '@showroom/domain';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useNavigate } from '../../../lib/navigation';
import { configurationStore, defaultConfigStore } from '../../../state/configuration';
import { linkSourceStore } from '../../../state/link-source';
import { confirmLocation } from '../../../state/location-confirmation';

/** The root's prefill parameters (spec 000 section 2). */
export const prefillParameters = [
  'selectedCountry',
  'selectedState',
  'selectedVariant',
  'selectedExterior',
  'selectedInterior',
  'linkSource',
] as const;

export interface Prefill {
  country?: CountryCode;
  state?: AustralianState;
  defaults: DefaultConfig;
  /** Opened by the inventory's ORDER (`linkSource=inventory`). */
  fromInventory: boolean;
  present: boolean;
}

/**
 * Reads the prefill parameters. Country and state are matched by code or name, and every name
 * case-insensitively ('australia', 'nsw', 'New South Wales').
 * @example readPrefill(new URLSearchParams('selectedCountry=au&selectedVariant=sport')).country // 'AU'
 */
export function readPrefill(search: URLSearchParams): Prefill {
  const get = (name: string) => search.get(name)?.trim() || undefined;
  const countryText = get('selectedCountry');
  const stateText = get('selectedState');
  const country = countryText
    ? countries.find((c) => sameName(c.code, countryText) || sameName(c.name, countryText))?.code
    : undefined;
  const state = stateText
    ? australianStates.find((s) => sameName(s.code, stateText) || sameName(s.name, stateText))?.code
    : undefined;
  const defaults: DefaultConfig = {};
  const variantName = get('selectedVariant');
  const exteriorName = get('selectedExterior');
  const interiorName = get('selectedInterior');
  if (variantName) defaults.variantName = variantName;
  if (exteriorName) defaults.exteriorName = exteriorName;
  if (interiorName) defaults.interiorName = interiorName;
  const present = prefillParameters.some((name) => search.has(name));
  const fromInventory = sameName(get('linkSource') ?? '', 'inventory');
  return { ...(country ? { country } : {}), ...(state ? { state } : {}), defaults, fromInventory, present };
}

/**
 * Applies the prefill parameters once, before the catalogue chain runs: a country of the other market goes
 * there with the same parameters; a complete location is confirmed; the names become the default config
 * the chain selects by. The parameters then leave the address, so a later location change is not undone.
 * Stores change in a layout effect (before the chain's effects); the router navigates in a passive effect,
 * as it requires.
 */
export function usePrefill(marketCountry: CountryCode): void {
  const [pathname] = useLocation();
  const search = useSearch();
  const navigate = useNavigate();
  const [prefill] = useState(() => readPrefill(new URLSearchParams(search)));
  const elsewhere = prefill.country !== undefined && prefill.country !== marketCountry;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the address the page opened with
  useLayoutEffect(() => {
    if (!prefill.present || elsewhere) return;
    if (prefill.country && isCompleteLocation(prefill.country, prefill.state)) {
      confirmLocation(prefill.country === 'AU' ? { country: 'AU', state: prefill.state } : { country: 'NZ' });
    }
    if (Object.keys(prefill.defaults).length) {
      defaultConfigStore.set(prefill.defaults);
      configurationStore.set(emptyConfiguration());
    }
    // After the location's confirmation, which clears the link source.
    if (prefill.fromInventory) linkSourceStore.set({ typeOfLink: 'Inventory' });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the address the page opened with
  useEffect(() => {
    if (!prefill.present) return;
    if (elsewhere && prefill.country) {
      navigate(`/${marketOf(prefill.country)}/${search ? `?${search}` : ''}`, { replace: true });
      return;
    }
    const params = new URLSearchParams(search);
    for (const name of prefillParameters) params.delete(name);
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, []);
}
