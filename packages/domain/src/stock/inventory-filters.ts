/*
 * The inventory filter rules of spec 000 section 4: selecting a variant narrows the paints, clears the chosen
 * paints and trims and narrows the trims; selecting a paint narrows the trims and clears the chosen trims;
 * Reset clears everything; the filter count is the number of chosen values; options without stock are
 * disabled. Values are names ('Luxury', 'Summit White'), compared without regard to case.
 */

export interface InventoryFilters {
  variants: readonly string[];
  exteriors: readonly string[];
  interiors: readonly string[];
}

/** A variant × paint × trim combination of the market and how many units of it are on offer. */
export interface StockCombination {
  variantName: string;
  exteriorName: string;
  interiorName: string;
  availableCount: number;
}

export interface FilterOption {
  name: string;
  /** No unit on offer among the combinations the other choices leave. */
  disabled: boolean;
}

export const noInventoryFilters: InventoryFilters = { variants: [], exteriors: [], interiors: [] };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const includes = (list: readonly string[], name: string) => list.some((item) => same(item, name));
const toggle = (list: readonly string[], name: string) =>
  includes(list, name) ? list.filter((item) => !same(item, name)) : [...list, name];

/** Chooses or unchooses a variant; the chosen paints and trims are cleared. */
export function toggleVariant(filters: InventoryFilters, name: string): InventoryFilters {
  return { variants: toggle(filters.variants, name), exteriors: [], interiors: [] };
}

/** Chooses or unchooses a paint; the chosen trims are cleared. */
export function toggleExterior(filters: InventoryFilters, name: string): InventoryFilters {
  return { ...filters, exteriors: toggle(filters.exteriors, name), interiors: [] };
}

export function toggleInterior(filters: InventoryFilters, name: string): InventoryFilters {
  return { ...filters, interiors: toggle(filters.interiors, name) };
}

/** Selected variants + paints + trims. */
export function filterCount(filters: InventoryFilters): number {
  return filters.variants.length + filters.exteriors.length + filters.interiors.length;
}

function optionsOf(
  combinations: readonly StockCombination[],
  nameOf: (combination: StockCombination) => string,
): FilterOption[] {
  const options = new Map<string, FilterOption>();
  for (const combination of combinations) {
    const name = nameOf(combination);
    const key = name.toLowerCase();
    const seen = options.get(key);
    const disabled = combination.availableCount === 0 && (seen?.disabled ?? true);
    options.set(key, { name: seen?.name ?? name, disabled });
  }
  return [...options.values()];
}

/**
 * The options each filter shows, in the order of `combinations`: every variant; the paints of the chosen
 * variants (all paints when none is chosen); the trims of the chosen variants and paints.
 */
export function filterOptions(
  combinations: readonly StockCombination[],
  filters: InventoryFilters,
): { variants: FilterOption[]; exteriors: FilterOption[]; interiors: FilterOption[] } {
  const ofVariants = combinations.filter(
    (c) => filters.variants.length === 0 || includes(filters.variants, c.variantName),
  );
  const ofExteriors = ofVariants.filter(
    (c) => filters.exteriors.length === 0 || includes(filters.exteriors, c.exteriorName),
  );
  return {
    variants: optionsOf(combinations, (c) => c.variantName),
    exteriors: optionsOf(ofVariants, (c) => c.exteriorName),
    interiors: optionsOf(ofExteriors, (c) => c.interiorName),
  };
}
