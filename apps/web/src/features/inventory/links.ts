/** A configuration by names, and where it is priced. */
export interface LinkedConfiguration {
  variant: string;
  exterior: string;
  interior: string;
  country: string;
  /** Australian state code; empty or absent in New Zealand. */
  state?: string | undefined;
}

/**
 * The configurator opened on a configuration (spec 000 section 2 item 13: ORDER and the return-to-configuration
 * link): the root of the market with `selectedVariant`, `selectedExterior`, `selectedInterior`,
 * `selectedCountry` and, in Australia, `selectedState`.
 */
export function configuratorLink(market: string, configuration: LinkedConfiguration): string {
  const params = new URLSearchParams({
    selectedVariant: configuration.variant,
    selectedExterior: configuration.exterior,
    selectedInterior: configuration.interior,
    selectedCountry: configuration.country,
  });
  if (configuration.state) params.set('selectedState', configuration.state);
  return `/${market}/?${params}`;
}
