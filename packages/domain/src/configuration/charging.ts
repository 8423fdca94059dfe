import { type Configuration, type OptionEntry, withSubtotal } from './configuration';

/**
 * How a charging option appears (spec 000 section 4, "Charging selection"): chosen, offered, shown but
 * not selectable (no price), or not shown at all.
 */
export type ChargeOptionStatus = 'selected' | 'available' | 'disabled' | 'hidden';

/**
 * The status of one option given what is selected. Charge types (our reading of the spec):
 * 1 home charger, 2 more public charging or credit, 3 an add-on only with 1.
 * With nothing selected 1 and 2 are offered and 3 is hidden; with 1 selected, 1 and 3 are offered and 2 is
 * hidden; with 2 selected, 1 is shown disabled. An option the catalogue disables is shown disabled.
 * An option without a charge type, and every accessory, is offered independently of the others.
 * @example chargeOptionStatus(homeCharger, [publicCharging]) // 'disabled'
 * @example chargeOptionStatus(installAddOn, []) // 'hidden'
 */
export function chargeOptionStatus(
  option: OptionEntry,
  selected: readonly OptionEntry[],
): ChargeOptionStatus {
  if (selected.some((chosen) => chosen.id === option.id)) return 'selected';
  if (option.kind === 'Charge') {
    const hasPrimary = selected.some((chosen) => chosen.kind === 'Charge' && chosen.chargeType === 1);
    const hasAlternative = selected.some((chosen) => chosen.kind === 'Charge' && chosen.chargeType === 2);
    if (option.chargeType === 2 && hasPrimary) return 'hidden';
    if (option.chargeType === 3 && !hasPrimary) return 'hidden';
    if (option.chargeType === 1 && hasAlternative) return 'disabled';
  }
  return option.disabled ? 'disabled' : 'available';
}

/** One charging option as the charging section shows it. */
export interface ChargingChoice {
  option: OptionEntry;
  status: Exclude<ChargeOptionStatus, 'hidden'>;
}

/**
 * The charging options to show, in catalogue order, without the hidden ones.
 * @example chargingChoices([home, publicMore, installAddOn], []).map((c) => c.option.chargeType) // [1, 2]
 */
export function chargingChoices(
  charging: readonly OptionEntry[],
  selected: readonly OptionEntry[],
): ChargingChoice[] {
  const choices: ChargingChoice[] = [];
  for (const option of charging) {
    const status = chargeOptionStatus(option, selected);
    if (status !== 'hidden') choices.push({ option, status });
  }
  return choices;
}

/**
 * True when the selection obeys the charging rules: never 1 and 2 together, 3 only with 1, nothing the
 * catalogue disables, no option twice.
 * @example isConsistentSelection([home, installAddOn]) // true
 * @example isConsistentSelection([home, publicMore]) // false
 */
export function isConsistentSelection(selected: readonly OptionEntry[]): boolean {
  const charge = selected.filter((option) => option.kind === 'Charge');
  const hasType = (type: number) => charge.some((option) => option.chargeType === type);
  const ids = new Set(selected.map((option) => option.id));
  return (
    ids.size === selected.length &&
    !selected.some((option) => option.disabled) &&
    !(hasType(1) && hasType(2)) &&
    (!hasType(3) || hasType(1))
  );
}

/** Why a toggle was refused: the option is not shown, or shown but not selectable. */
export type ToggleRefusal = 'NotOffered' | 'Disabled';

export type ToggleResult =
  | { ok: true; configuration: Configuration }
  | { ok: false; reason: ToggleRefusal; configuration: Configuration };

/**
 * Toggles an accessory or charging option (spec 000 section 4): adds it if absent, removes it if present;
 * removing a charge option of type 1 removes every charge option (its add-ons go with it). Selecting an
 * option that is hidden or disabled under the charging rules is refused and leaves the configuration as it was,
 * and so is selecting anything before an interior is chosen (options are offered per interior).
 * The subtotal follows.
 * @example toggleOption(withSport, homeCharger).configuration.options.length // 1
 * @example toggleOption(withPublic, homeCharger) // { ok: false, reason: 'Disabled', configuration: withPublic }
 */
export function toggleOption(configuration: Configuration, option: OptionEntry): ToggleResult {
  const { options } = configuration;
  if (options.some((chosen) => chosen.id === option.id)) {
    const remaining =
      option.kind === 'Charge' && option.chargeType === 1
        ? options.filter((chosen) => chosen.kind !== 'Charge')
        : options.filter((chosen) => chosen.id !== option.id);
    return { ok: true, configuration: withOptions(configuration, remaining) };
  }
  const status = chargeOptionStatus(option, options);
  if (status === 'hidden' || !configuration.interior)
    return { ok: false, reason: 'NotOffered', configuration };
  if (status === 'disabled') return { ok: false, reason: 'Disabled', configuration };
  return { ok: true, configuration: withOptions(configuration, [...options, option]) };
}

function withOptions(configuration: Configuration, options: readonly OptionEntry[]): Configuration {
  return withSubtotal({ ...configuration, options });
}
