import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterCount,
  filterOptions,
  type InventoryFilters,
  noInventoryFilters,
  type StockCombination,
  toggleExterior,
  toggleInterior,
  toggleVariant,
} from './inventory-filters';

const combinations: StockCombination[] = [
  { variantName: 'Luxury', exteriorName: 'Black', interiorName: 'Jet', availableCount: 3 },
  { variantName: 'Luxury', exteriorName: 'Black', interiorName: 'Stone', availableCount: 0 },
  { variantName: 'Luxury', exteriorName: 'Green', interiorName: 'Jet', availableCount: 0 },
  { variantName: 'Sport', exteriorName: 'Red', interiorName: 'Jet', availableCount: 0 },
  { variantName: 'Sport', exteriorName: 'Black', interiorName: 'Grey', availableCount: 2 },
];
const names = (options: { name: string }[]) => options.map((option) => option.name);
const disabled = (options: { name: string; disabled: boolean }[]) =>
  options.filter((option) => option.disabled).map((option) => option.name);

describe('inventory filters', () => {
  it('shows every option when nothing is chosen, disabling those without stock', () => {
    const options = filterOptions(combinations, noInventoryFilters);
    expect(names(options.variants)).toEqual(['Luxury', 'Sport']);
    expect(names(options.exteriors)).toEqual(['Black', 'Green', 'Red']);
    expect(disabled(options.exteriors)).toEqual(['Green', 'Red']);
    expect(names(options.interiors)).toEqual(['Jet', 'Stone', 'Grey']);
    expect(disabled(options.interiors)).toEqual(['Stone']);
  });

  it('narrows paints and trims to the chosen variant, and trims to the chosen paint', () => {
    const sport = toggleVariant(noInventoryFilters, 'Sport');
    expect(names(filterOptions(combinations, sport).exteriors)).toEqual(['Red', 'Black']);
    expect(names(filterOptions(combinations, sport).interiors)).toEqual(['Jet', 'Grey']);
    const black = toggleExterior(toggleVariant(noInventoryFilters, 'luxury'), 'Black');
    expect(names(filterOptions(combinations, black).interiors)).toEqual(['Jet', 'Stone']);
    expect(disabled(filterOptions(combinations, black).interiors)).toEqual(['Stone']);
  });

  it('clears paints and trims when a variant changes, and trims when a paint changes', () => {
    const full: InventoryFilters = { variants: ['Luxury'], exteriors: ['Black'], interiors: ['Jet'] };
    expect(toggleVariant(full, 'Sport')).toEqual({
      variants: ['Luxury', 'Sport'],
      exteriors: [],
      interiors: [],
    });
    expect(toggleVariant(full, 'LUXURY')).toEqual(noInventoryFilters);
    expect(toggleExterior(full, 'Green')).toEqual({
      variants: ['Luxury'],
      exteriors: ['Black', 'Green'],
      interiors: [],
    });
    expect(toggleInterior(full, 'Jet')).toEqual({
      variants: ['Luxury'],
      exteriors: ['Black'],
      interiors: [],
    });
  });

  it('counts the chosen values, and toggling twice changes nothing in the list toggled', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Black', 'Green', 'Red')),
        fc.constantFrom('Black', 'Green'),
        (picked, name) => {
          const filters = picked.reduce(toggleExterior, noInventoryFilters);
          expect(filterCount(filters)).toBe(filters.exteriors.length);
          expect(toggleExterior(toggleExterior(filters, name), name).exteriors).toEqual(
            filters.exteriors.includes(name)
              ? [...filters.exteriors.filter((e) => e !== name), name]
              : filters.exteriors,
          );
        },
      ),
    );
  });
});
