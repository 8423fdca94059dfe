import { toggleOption } from './charging';
import {
  type CatalogueEntry,
  type Configuration,
  chooseExterior,
  chooseInterior,
  chooseVariant,
  emptyConfiguration,
  type OptionEntry,
  type TrimEntry,
  type VariantEntry,
  withSubtotal,
} from './configuration';

/**
 * Names match case-insensitively, ignoring surrounding spaces (prefill parameters and shared links carry names).
 * @example sameName(' radiant red tintcoat', 'Radiant Red Tintcoat') // true
 */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
}

/**
 * The entry a freshly loaded list selects (spec 000 section 4, "Catalogue chain"): with a default name, the
 * entry of that name (case-insensitive); otherwise the entry flagged IsDefault. Our interpretation where the
 * spec is silent: a default name that matches nothing falls back to IsDefault, and a list with no IsDefault
 * entry selects its first entry, so the chain never stalls. An empty list selects nothing.
 * @example pickDefault([luxury, sport], 'SPORT') // sport
 * @example pickDefault([luxury (IsDefault), sport]) // luxury
 * @example pickDefault([]) // undefined
 */
export function pickDefault<T extends CatalogueEntry>(
  list: readonly T[],
  defaultName?: string,
): T | undefined {
  const named = defaultName?.trim() ? list.find((entry) => sameName(entry.name, defaultName)) : undefined;
  return named ?? list.find((entry) => entry.isDefault) ?? list[0];
}

function sameEntry<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * The variant list arrived (or failed: pass []). The current variant stays when the list still has it (its
 * price refreshed from the list); otherwise the default is chosen, which resets the rest. An empty list clears
 * the configuration. Returns the same object when nothing changes.
 * @example applyVariantList(emptyConfiguration(), [luxury, sport]).variant?.name // 'Luxury' (IsDefault)
 * @example applyVariantList(withSport, []).variant // null
 */
export function applyVariantList(
  configuration: Configuration,
  list: readonly VariantEntry[],
  defaultName?: string,
): Configuration {
  const current = configuration.variant && list.find((entry) => entry.id === configuration.variant?.id);
  if (current && configuration.variant) {
    if (sameEntry(current, configuration.variant)) return configuration;
    return withSubtotal({ ...configuration, variant: current });
  }
  const picked = pickDefault(list, defaultName);
  return picked ? chooseVariant(configuration, picked) : emptyConfiguration();
}

/**
 * The exterior list of the selected variant arrived (or failed: pass []). The current paint stays when
 * offered; otherwise the default is chosen. An empty list clears the exterior, interior and options.
 * Without a variant the configuration is returned unchanged.
 * @example applyExteriorList(withSport, [black, red (IsDefault)]).exterior?.name // 'Radiant Red Tintcoat'
 */
export function applyExteriorList(
  configuration: Configuration,
  list: readonly TrimEntry[],
  defaultName?: string,
): Configuration {
  if (!configuration.variant) return configuration;
  const current = configuration.exterior && list.find((entry) => entry.id === configuration.exterior?.id);
  if (current && configuration.exterior) {
    if (sameEntry(current, configuration.exterior)) return configuration;
    return withSubtotal({ ...configuration, exterior: current });
  }
  const picked = pickDefault(list, defaultName);
  if (picked) return chooseExterior(configuration, picked);
  return withSubtotal({ ...configuration, exterior: null, interior: null, options: [] });
}

/**
 * The interior list of the selected paint arrived (or failed: pass []). The current interior stays when
 * offered (its price refreshed); otherwise the default is chosen, which clears the options. An empty list
 * clears the interior and options. Without a paint the configuration is returned unchanged.
 * @example applyInteriorList(withRed, [jetBlack (IsDefault), nappa]).interior?.name // 'Jet Black Inteluxe'
 */
export function applyInteriorList(
  configuration: Configuration,
  list: readonly TrimEntry[],
  defaultName?: string,
): Configuration {
  if (!configuration.exterior) return configuration;
  const current = configuration.interior && list.find((entry) => entry.id === configuration.interior?.id);
  if (current && configuration.interior) {
    if (sameEntry(current, configuration.interior)) return configuration;
    return withSubtotal({ ...configuration, interior: current });
  }
  const picked = pickDefault(list, defaultName);
  if (picked) return chooseInterior(configuration, picked);
  return withSubtotal({ ...configuration, interior: null, options: [] });
}

/**
 * The accessories and charging options of the selected interior arrived (or failed: pass [] and []).
 * Nothing is preselected; selected options that the lists no longer offer are dropped, the rest refreshed
 * from the lists and re-checked against the charging rules in the order they were chosen.
 * @example applyOptionLists(withHomeCharger, [], []).options // []
 */
export function applyOptionLists(
  configuration: Configuration,
  accessories: readonly OptionEntry[],
  charging: readonly OptionEntry[],
): Configuration {
  const offered = new Map([...accessories, ...charging].map((option) => [option.id, option]));
  const unchanged = configuration.options.every((chosen) => {
    const fresh = offered.get(chosen.id);
    return fresh !== undefined && sameEntry(fresh, chosen) && !fresh.disabled;
  });
  if (unchanged) return configuration;
  let rebuilt = withSubtotal({ ...configuration, options: [] });
  for (const chosen of configuration.options) {
    const fresh = offered.get(chosen.id);
    if (fresh) rebuilt = toggleOption(rebuilt, fresh).configuration;
  }
  return rebuilt;
}
