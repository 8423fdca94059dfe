import { cents } from '../money';
import type { OptionEntry, TrimEntry, VariantEntry } from './configuration';

/* Sample catalogue rows for the configuration tests (prices in cents). */

export const luxury: VariantEntry = {
  id: 'AU-LUX',
  name: 'Luxury',
  isDefault: true,
  basePrice: cents(10_500_000),
};
export const sport: VariantEntry = {
  id: 'AU-SPT',
  name: 'Sport',
  isDefault: false,
  basePrice: cents(10_700_000),
};

export function trim(id: string, name: string, price: number, extra: Partial<TrimEntry> = {}): TrimEntry {
  return { id, name, price: cents(price), isDefault: false, hasStock: true, ...extra };
}

export const black = trim('EXT-BLK', 'Stellar Black Metallic', 0, { isDefault: true });
export const red = trim('EXT-RED', 'Radiant Red Tintcoat', 250_000);
export const jetBlack = trim('INT-JET', 'Jet Black Inteluxe', 0, { isDefault: true });
export const nappa = trim('INT-NAP', 'Jet Black Nappa', 300_000);

export function option(
  id: string,
  price: number,
  chargeType: OptionEntry['chargeType'],
  extra: Partial<OptionEntry> = {},
): OptionEntry {
  return {
    id,
    name: id,
    price: cents(price),
    kind: chargeType === null ? 'Accessories' : 'Charge',
    chargeType,
    disabled: false,
    ...extra,
  };
}

export const homeCharger = option('CHG-HOME', 0, 1);
export const publicMore = option('CHG-PUBLIC', 0, 2);
export const installAddOn = option('CHG-INSTALL', 95_000, 3);
export const roofRails = option('ACC-RAILS', 120_000, null);
export const floorMats = option('ACC-MATS', 35_000, null);
