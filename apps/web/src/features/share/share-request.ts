import type { Configuration, CountryCode } from '@showroom/domain';
import type { InterestBody } from './api/save-interest';

/**
 * The ShareLink interest for a configuration: names and option ids for the server to resolve (it prices from
 * the catalogue, so no price is sent).
 */
export function shareLinkRequest(
  location: { country: CountryCode; state?: string | undefined },
  configuration: Configuration,
  customerType: 'Private' | 'Business',
): InterestBody {
  return {
    interest: {
      Country: location.country,
      State: location.state ?? '',
      VariantName: configuration.variant?.name ?? null,
      ExteriorName: configuration.exterior?.name ?? null,
      InteriorName: configuration.interior?.name ?? null,
      Options: configuration.options.map((option) => ({ YanaOptionID: option.id })),
      CustomerType: customerType,
      InterestType: 'ShareLink',
      Source: 'Configurator',
    },
    ifCallYanaAPI: true,
  };
}

/** The private link that opens a shared configuration in its market. */
export function sharedLinkUrl(origin: string, market: string, linkKey: string): string {
  return `${origin}/${market}/links/${linkKey}`;
}
