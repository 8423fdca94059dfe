/** A configuration by names, and where it is priced. */
export interface LinkedConfiguration {
  variant: string;
  exterior: string;
  interior: string;
  country: string;
  /** Australian state code; empty or absent in New Zealand. */
  state?: string | undefined;
  /** ORDER from the inventory: the configurator then orders from stock (link source 'Inventory'). */
  fromInventory?: boolean;
}

/**
 * The configurator opened on a configuration (spec 000 section 2 item 13: ORDER and the return-to-configuration
 * link): the root of the market with `selectedVariant`, `selectedExterior`, `selectedInterior`,
 * `selectedCountry`, in Australia `selectedState`, and `linkSource=inventory` for ORDER.
 */
export function configuratorLink(market: string, configuration: LinkedConfiguration): string {
  const params = new URLSearchParams({
    selectedVariant: configuration.variant,
    selectedExterior: configuration.exterior,
    selectedInterior: configuration.interior,
    selectedCountry: configuration.country,
  });
  if (configuration.state) params.set('selectedState', configuration.state);
  if (configuration.fromInventory) params.set('linkSource', 'inventory');
  return `/${market}/?${params}`;
}
