import {
  cents,
  emptyConfiguration,
  isAustralianState,
  type OptionEntry,
  sameName,
  toggleOption,
} from '@showroom/domain';
import { useEffect, useState } from 'react';
import { configurationStore, defaultConfigStore } from '../../../state/configuration';
import { linkSourceStore } from '../../../state/link-source';
import { confirmLocation } from '../../../state/location-confirmation';
import type { SharedLink } from '../api/get-interest';

function toOptionEntry(option: SharedLink['options'][number]): OptionEntry {
  return {
    id: option.yanaOptionID,
    name: option.optionName,
    price: cents(option.optionPrice),
    kind: option.optionType,
    chargeType: option.chargeType as OptionEntry['chargeType'],
    disabled: false,
  };
}

/** Accessories first, then charging by charge type, so an add-on follows the option it adds to. */
const byKindAndChargeType = (a: OptionEntry, b: OptionEntry) =>
  a.kind.localeCompare(b.kind) || (a.chargeType ?? 0) - (b.chargeType ?? 0);

/**
 * Restores a shared link (spec 000 section 4 "Shared link load"): sets the delivery country and state, makes the
 * link's names the default config the catalogue chain selects by, and, once the named interior is selected,
 * selects the link's options. The catalogue chain re-checks every option against the list it loads. Returns
 * true once the stores are set, so the configurator mounts on the restored state. The link key becomes the link
 * source: the configurator then shows only the link's variant.
 */
export function useRestoreSharedLink(linkKey: string, link: SharedLink | undefined): boolean {
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (!link || link.isExpired) return;
    const state = link.state ?? undefined;
    confirmLocation(
      link.country === 'AU' && isAustralianState(state)
        ? { country: 'AU', state }
        : { country: link.country },
    );
    defaultConfigStore.set({
      ...(link.variantName ? { variantName: link.variantName } : {}),
      ...(link.exteriorName ? { exteriorName: link.exteriorName } : {}),
      ...(link.interiorName ? { interiorName: link.interiorName } : {}),
    });
    linkSourceStore.set({ linkKey, typeOfLink: link.typeOfLink });
    configurationStore.set(emptyConfiguration());
    setRestored(true);

    let pending = link.options.map(toOptionEntry).sort(byKindAndChargeType);
    const applyOptions = () => {
      const { interior } = configurationStore.get();
      if (!pending.length || !interior || !link.interiorName || !sameName(interior.name, link.interiorName))
        return;
      const options = pending;
      pending = [];
      configurationStore.set((current) =>
        options.reduce((next, option) => toggleOption(next, option).configuration, current),
      );
    };
    applyOptions();
    return configurationStore.subscribe(applyOptions);
  }, [linkKey, link]);

  return restored;
}
