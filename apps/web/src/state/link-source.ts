import { createStore } from './create-store';

/**
 * Where the configuration came from (spec 000 section 3): a shared link (its key, link source 'Private': the
 * configurator shows only the link's variant and no INVENTORY link) or the inventory's ORDER (link source
 * 'Inventory': the vehicle is ordered from stock). Confirming a location clears it. Not kept across visits: the
 * link's address is the source.
 */
export interface LinkSource {
  linkKey?: string;
  typeOfLink?: 'Private' | 'Inventory';
}

export const linkSourceStore = createStore<LinkSource>({});

/**
 * Whether the configuration goes to the waitlist: sold out, unless it was ordered from the inventory (spec 000
 * section 4 and spec 001 section 2: in stock 'or the link source is the inventory value').
 */
export function goesToWaitlist(soldOut: boolean, source: LinkSource): boolean {
  return soldOut && source.typeOfLink !== 'Inventory';
}
