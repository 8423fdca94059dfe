import { createStore } from './create-store';

/**
 * The shared link the configuration was opened from (spec 000 section 3: link key and link source 'Private').
 * The configurator shows only the link's variant and no INVENTORY link while it is set; confirming a location
 * clears it. Not kept across visits: the link's address is the source.
 */
export interface LinkSource {
  linkKey?: string;
  typeOfLink?: 'Private';
}

export const linkSourceStore = createStore<LinkSource>({});
