import { type Cents, formatAddOn, formatChargingPrice, formatMoney } from '@showroom/domain';
import type { DetailRow } from './blocks';

export interface VehicleOption {
  name: string;
  price: Cents;
  /** Accessories show 'Included' at zero, charging options FREE (spec 000 section 9). */
  type: 'Accessories' | 'Charge';
}

/** The configured vehicle as emails summarise it; prices are the catalogue's, in cents. */
export interface VehicleSummary {
  variantName: string;
  variantPrice: Cents;
  exteriorName: string;
  exteriorPrice: Cents;
  interiorName: string;
  interiorPrice: Cents;
  options: readonly VehicleOption[];
}

/** The summary rows: variant, paint, interior, then each accessory and charging option with its price. */
export function vehicleRows(vehicle: VehicleSummary): DetailRow[] {
  return [
    { label: 'Variant', value: vehicle.variantName, amount: formatMoney(vehicle.variantPrice) },
    { label: 'Paint', value: vehicle.exteriorName, amount: formatAddOn(vehicle.exteriorPrice) },
    { label: 'Interior', value: vehicle.interiorName, amount: formatAddOn(vehicle.interiorPrice) },
    ...vehicle.options.map((option) => ({
      label: option.type === 'Charge' ? 'Charging' : 'Accessory',
      value: option.name,
      amount: option.type === 'Charge' ? formatChargingPrice(option.price) : formatAddOn(option.price),
    })),
  ];
}

/** Where a drive-away price applies: the Australian state, or New Zealand. */
export function priceLocation(country: 'AU' | 'NZ', state?: string | null): string {
  return country === 'NZ' ? 'New Zealand' : (state ?? 'Australia');
}
