import { type Cents, cents, sumCents } from '../money';

/** What every catalogue list row offers the chain: an id, a display name and the IsDefault flag (spec 000 section 3). */
export interface CatalogueEntry {
  id: string;
  name: string;
  isDefault: boolean;
}

/** A variant as the configuration holds it: VariantID, VariantName, VariantBasePrice. */
export interface VariantEntry extends CatalogueEntry {
  basePrice: Cents;
}

/** An exterior paint or an interior trim: its extra price and whether stock exists (HasStock). */
export interface TrimEntry extends CatalogueEntry {
  price: Cents;
  hasStock: boolean;
}

export type OptionKind = 'Accessories' | 'Charge';

/**
 * Charge types, our documented reading of spec 000 section 4 ("Charging selection"):
 * 1 the primary choice (home charger), 2 the alternative (more public charging or credit),
 * 3 an add-on that only goes with 1.
 */
export type ChargeType = 1 | 2 | 3;

/** An accessory or charging option (YanaOptionID, OptionType, OptionName, OptionPrice, ChargeType, Disable). */
export interface OptionEntry {
  id: string;
  name: string;
  price: Cents;
  kind: OptionKind;
  chargeType: ChargeType | null;
  /** The catalogue's Disable flag: shown, never selectable. */
  disabled: boolean;
}

/** The selected vehicle configuration of spec 000 section 3. `subtotal` always equals {@link subtotalOf}. */
export interface Configuration {
  variant: VariantEntry | null;
  exterior: TrimEntry | null;
  interior: TrimEntry | null;
  options: readonly OptionEntry[];
  subtotal: Cents;
}

/**
 * The empty configuration: nothing chosen, subtotal zero.
 * @example emptyConfiguration().subtotal // 0
 */
export function emptyConfiguration(): Configuration {
  return { variant: null, exterior: null, interior: null, options: [], subtotal: cents(0) };
}

/**
 * Subtotal = variant base price + exterior price + interior price + every option price (spec 000 section 3).
 * @example subtotalOf({ variant: { basePrice: 11_900_000 }, exterior: { price: 250_000 }, interior: null, options: [] }) // 12_150_000
 */
export function subtotalOf(configuration: Omit<Configuration, 'subtotal'>): Cents {
  return sumCents([
    configuration.variant?.basePrice ?? cents(0),
    configuration.exterior?.price ?? cents(0),
    configuration.interior?.price ?? cents(0),
    ...configuration.options.map((option) => option.price),
  ]);
}

/** Rebuilds the subtotal after any change, so it can never drift from the parts. */
export function withSubtotal(configuration: Omit<Configuration, 'subtotal'>): Configuration {
  return { ...configuration, subtotal: subtotalOf(configuration) };
}

/**
 * Choosing a variant resets the whole selection to only that variant (spec 000 section 4).
 * @example chooseVariant(emptyConfiguration(), sport).subtotal // 11_900_000 when Sport's base price is $119,000
 */
export function chooseVariant(_configuration: Configuration, variant: VariantEntry): Configuration {
  return withSubtotal({ variant, exterior: null, interior: null, options: [] });
}

/**
 * A new exterior updates its price and the subtotal and clears every selected option (spec 000 section 4).
 * The interior stays until the new paint's interior list arrives: {@link applyInteriorList} keeps it when
 * that list still offers it and replaces it otherwise. Without a variant there is no paint to choose: the
 * configuration is returned unchanged.
 * @example chooseExterior(sportOnly, redAt2500).subtotal // 11_900_000 + 250_000
 */
export function chooseExterior(configuration: Configuration, exterior: TrimEntry): Configuration {
  if (!configuration.variant) return configuration;
  return withSubtotal({ ...configuration, exterior, options: [] });
}

/**
 * A new interior updates its price and the subtotal and clears every selected option. Without a paint
 * the configuration is returned unchanged (interiors are offered per paint).
 * @example chooseInterior(withRed, nappaAt3000).subtotal // 12_150_000 + 300_000
 */
export function chooseInterior(configuration: Configuration, interior: TrimEntry): Configuration {
  if (!configuration.exterior) return configuration;
  return withSubtotal({ ...configuration, interior, options: [] });
}

/**
 * Clearing resets to the empty configuration (spec 000 section 4).
 * @example clearConfiguration().variant // null
 */
export function clearConfiguration(): Configuration {
  return emptyConfiguration();
}

/**
 * The vehicle is waitlisted when the selected exterior or interior has no stock (spec 000 section 4:
 * 'Waitlisted' replaces the estimated delivery).
 * @example isWaitlisted({ ...config, exterior: { ...red, hasStock: false } }) // true
 */
export function isWaitlisted(configuration: Configuration): boolean {
  return configuration.exterior?.hasStock === false || configuration.interior?.hasStock === false;
}

/**
 * True when the option (by id) is part of the configuration.
 * @example isOptionSelected(config, 'AU-CHG-HOME') // true once the home charger is chosen
 */
export function isOptionSelected(configuration: Configuration, optionId: string): boolean {
  return configuration.options.some((option) => option.id === optionId);
}
