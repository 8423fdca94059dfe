import {
  type Configuration,
  type DefaultConfig,
  emptyConfiguration,
  type OptionEntry,
  type TrimEntry,
  type VariantEntry,
  withSubtotal,
} from '@showroom/domain';
import { createStore } from './create-store';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isCents = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;

function isEntry(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string';
}

function readVariant(value: unknown): VariantEntry | null {
  return isEntry(value) && isCents(value.basePrice) ? (value as unknown as VariantEntry) : null;
}

function readTrim(value: unknown): TrimEntry | null {
  return isEntry(value) && isCents(value.price) && typeof value.hasStock === 'boolean'
    ? (value as unknown as TrimEntry)
    : null;
}

function readOption(value: unknown): OptionEntry | null {
  return isEntry(value) && isCents(value.price) && (value.kind === 'Accessories' || value.kind === 'Charge')
    ? (value as unknown as OptionEntry)
    : null;
}

/**
 * A stored configuration from an earlier visit, checked loosely: the catalogue chain re-checks every id and
 * price against the lists it loads, so only the shape matters here. The subtotal is always recomputed.
 */
function validateConfiguration(value: unknown): Configuration | undefined {
  if (!isRecord(value) || !Array.isArray(value.options)) return undefined;
  const variant = readVariant(value.variant);
  const exterior = variant ? readTrim(value.exterior) : null;
  const interior = exterior ? readTrim(value.interior) : null;
  const options = interior ? value.options.map(readOption) : [];
  if (options.some((option) => option === null)) return undefined;
  return withSubtotal({ variant, exterior, interior, options: options as OptionEntry[] });
}

/** The vehicle configuration being built (spec 000 section 3), kept across visits; changed only through the domain rules. */
export const configurationStore = createStore<Configuration>(emptyConfiguration(), {
  storageKey: 'showroom.configuration',
  validate: validateConfiguration,
});

/**
 * Names a configuration was opened with (prefill parameters, inventory links). Not kept across visits: the
 * URL that carried them is the source.
 */
export const defaultConfigStore = createStore<DefaultConfig>({});
