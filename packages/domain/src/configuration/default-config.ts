import { sameName } from './catalogue-chain';
import type { CatalogueEntry } from './configuration';

/**
 * A configuration named from outside (prefill parameters, an inventory ORDER link, a shared link):
 * the names the catalogue chain selects by (spec 000 section 3, "Default (link) config").
 */
export interface DefaultConfig {
  variantName?: string;
  exteriorName?: string;
  interiorName?: string;
}

/**
 * The variants to show: with a link key and a variant name, only the matching one (spec 000 section 2 item 3);
 * otherwise all. Never empty when the list is not: an unmatched name shows all.
 * @example visibleVariants([luxury, sport], 'sport', 'k3y').map((v) => v.name) // ['Sport']
 * @example visibleVariants([luxury, sport], 'sport').length // 2
 */
export function visibleVariants<T extends CatalogueEntry>(
  list: readonly T[],
  variantName: string | undefined,
  linkKey?: string,
): readonly T[] {
  return linkKey ? onlyNamed(list, variantName) : list;
}

/**
 * The paints or interiors to show: with a default name and no link key, only the named one (spec 000
 * section 2 items 4 and 5); otherwise all. An unmatched name shows all.
 * @example visibleTrims([black, red], 'Radiant Red Tintcoat').map((e) => e.name) // ['Radiant Red Tintcoat']
 */
export function visibleTrims<T extends CatalogueEntry>(
  list: readonly T[],
  defaultName: string | undefined,
  linkKey?: string,
): readonly T[] {
  return linkKey ? list : onlyNamed(list, defaultName);
}

/**
 * The INVENTORY link shows when a default variant name is present and no link key (spec 000 section 2 item 3).
 * @example showsInventoryLink({ variantName: 'Sport' }) // true
 * @example showsInventoryLink({ variantName: 'Sport' }, 'k3y') // false
 */
export function showsInventoryLink(defaultConfig: DefaultConfig, linkKey?: string): boolean {
  return Boolean(defaultConfig.variantName?.trim()) && !linkKey;
}

function onlyNamed<T extends CatalogueEntry>(list: readonly T[], name: string | undefined): readonly T[] {
  if (!name?.trim()) return list;
  const named = list.filter((entry) => sameName(entry.name, name));
  return named.length ? named : list;
}
