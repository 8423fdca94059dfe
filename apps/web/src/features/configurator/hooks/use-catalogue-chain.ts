import {
  applyExteriorList,
  applyInteriorList,
  applyOptionLists,
  applyVariantList,
  type Configuration,
  type CountryCode,
} from '@showroom/domain';
import { useEffect } from 'react';
import { configurationStore, defaultConfigStore } from '../../../state/configuration';
import { useStore } from '../../../state/create-store';
import { customerTypeStore } from '../../../state/customer-type';
import {
  toExteriorEntry,
  toInteriorEntry,
  toOptionEntry,
  toVariantEntry,
  useExteriors,
  useInteriors,
  useVariants,
  useVehicleOptions,
} from '../api/configurator-api';

type ChainLocation = { country: CountryCode; state?: string | undefined } | null;

/** The paints of the selected variant and the interiors of the selected paint (cached: any caller shares them). */
export function useTrimLists(location: ChainLocation, configuration: Configuration) {
  const { variant, exterior } = configuration;
  const country = location?.country;
  const exteriors = useExteriors(
    country && variant ? { Country: country, VariantID: variant.id } : undefined,
  );
  const interiors = useInteriors(
    country && variant && exterior
      ? {
          Country: country,
          State: location?.state ?? '',
          VariantID: variant.id,
          VariantName: variant.name,
          ExteriorID: exterior.id,
          ExteriorName: exterior.name,
        }
      : undefined,
  );
  return { exteriors, interiors };
}

/**
 * The catalogue chain of spec 000 section 4: the location loads the variants, the selected variant its
 * paints, the paint its interiors, the interior its accessories and charging options. Each list, when it
 * arrives, is applied to the configuration store through the domain rules (defaults, default names,
 * clearing on an empty or failed list). Superseded requests are aborted by TanStack Query.
 */
export function useCatalogueChain(location: ChainLocation) {
  const configuration = useStore(configurationStore);
  const defaults = useStore(defaultConfigStore);
  const customerType = useStore(customerTypeStore);
  const { variant, exterior, interior } = configuration;
  const country = location?.country;

  const variants = useVariants(
    location
      ? { Country: location.country, State: location.state ?? '', CustomerType: customerType }
      : undefined,
  );
  const { exteriors, interiors } = useTrimLists(location, configuration);
  const options = useVehicleOptions(
    country && variant && exterior && interior
      ? { Country: country, VariantID: variant.id, ExteriorID: exterior.id, InteriorID: interior.id }
      : undefined,
  );

  // Each list is applied again when its own level of the selection changes (a reset to empty must
  // re-select defaults from an unchanged cached list); the rules return the same object when nothing changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: variant?.id re-triggers on a reset, see above
  useEffect(() => {
    const list = variants.isError ? [] : variants.data?.map(toVariantEntry);
    if (list) configurationStore.set((c) => applyVariantList(c, list, defaults.variantName));
  }, [variants.data, variants.isError, defaults.variantName, variant?.id]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: exterior?.id re-triggers on a reset, see above
  useEffect(() => {
    const list = exteriors.isError ? [] : exteriors.data?.map(toExteriorEntry);
    if (list) configurationStore.set((c) => applyExteriorList(c, list, defaults.exteriorName));
  }, [exteriors.data, exteriors.isError, defaults.exteriorName, exterior?.id]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: interior?.id re-triggers on a reset, see above
  useEffect(() => {
    const list = interiors.isError ? [] : interiors.data?.map(toInteriorEntry);
    if (list) configurationStore.set((c) => applyInteriorList(c, list, defaults.interiorName));
  }, [interiors.data, interiors.isError, defaults.interiorName, interior?.id]);

  useEffect(() => {
    if (options.isError) configurationStore.set((c) => applyOptionLists(c, [], []));
    else if (options.data) {
      const { accessories, charging } = options.data;
      configurationStore.set((c) =>
        applyOptionLists(c, accessories.map(toOptionEntry), charging.map(toOptionEntry)),
      );
    }
  }, [options.data, options.isError]);

  return { configuration, defaults, variants, exteriors, interiors, options };
}

export type CatalogueChain = ReturnType<typeof useCatalogueChain>;
