import type { CountryCode } from '@showroom/domain';
import type { ReactNode } from 'react';
import type { CatalogueChain } from '../hooks/use-catalogue-chain';
import { ExteriorSection } from './exterior-section';
import { InteriorSection } from './interior-section';
import { LowerSection } from './lower-section';
import { VariantSection } from './variant-section';

export interface ConfiguratorSectionsProps {
  chain: CatalogueChain;
  country: CountryCode;
  locationName: string | undefined;
  onChangeLocation: () => void;
  delivery?: ReactNode;
  checkout?: ReactNode;
}

/**
 * The configurator's steps under the hero, variant to check out: a chunk of their own, loaded right after the
 * first screen (docs/performance.md), so the landing's first script holds the hero and the bar only.
 */
export default function ConfiguratorSections({
  chain,
  country,
  locationName,
  onChangeLocation,
  delivery,
  checkout,
}: ConfiguratorSectionsProps) {
  return (
    <>
      <VariantSection
        chain={chain}
        country={country}
        locationName={locationName}
        onChangeLocation={onChangeLocation}
      />
      <ExteriorSection chain={chain} />
      <InteriorSection chain={chain} />
      <LowerSection step="accessories" chain={chain} country={country} />
      <LowerSection step="charging" chain={chain} country={country} />
      {delivery}
      <LowerSection step="checkout" chain={chain} country={country}>
        {checkout}
      </LowerSection>
    </>
  );
}
