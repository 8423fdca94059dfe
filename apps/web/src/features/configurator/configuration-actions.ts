import { chooseExterior, chooseInterior, chooseVariant, sameName, toggleOption } from '@showroom/domain';
import { configurationStore, defaultConfigStore } from '../../state/configuration';
import {
  type ExteriorRow,
  type InteriorRow,
  type OptionRow,
  toExteriorEntry,
  toInteriorEntry,
  toOptionEntry,
  toVariantEntry,
  type VariantRow,
} from './api/configurator-api';

/* The visitor's choices, applied to the configuration store through the domain rules. */

/** Choosing a variant resets the rest; leaving the variant a link or prefill named also leaves its narrowed lists. */
export function chooseVariantRow(row: VariantRow, namedVariant: string | undefined): void {
  if (namedVariant && !sameName(namedVariant, row.variantName)) defaultConfigStore.set({});
  configurationStore.set((c) => chooseVariant(c, toVariantEntry(row)));
}

export function chooseExteriorRow(row: ExteriorRow): void {
  configurationStore.set((c) => chooseExterior(c, toExteriorEntry(row)));
}

export function chooseInteriorRow(row: InteriorRow): void {
  configurationStore.set((c) => chooseInterior(c, toInteriorEntry(row)));
}

/** Adds or removes an accessory or charging option; a toggle the charging rules refuse changes nothing. */
export function toggleOptionRow(row: OptionRow): void {
  configurationStore.set((c) => toggleOption(c, toOptionEntry(row)).configuration);
}
