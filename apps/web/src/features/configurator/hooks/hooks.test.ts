import { describe, expect, it } from 'vitest';
import { swatchLabel } from '../labels';
import { heroOpacity } from './use-hero-fade';
import { readPrefill } from './use-prefill';

describe('hero fade (spec 000 section 2, scroll-driven behaviour)', () => {
  it('is (670 - scroll) / 200, between 0 and 1', () => {
    expect(heroOpacity(0)).toBe(1);
    expect(heroOpacity(470)).toBe(1);
    expect(heroOpacity(570)).toBe(0.5);
    expect(heroOpacity(670)).toBe(0);
    expect(heroOpacity(1200)).toBe(0);
  });
});

describe('readPrefill', () => {
  it('matches country and state by code or name, case-insensitively, and keeps the names', () => {
    const prefill = readPrefill(
      new URLSearchParams('selectedCountry=australia&selectedState=new south wales&selectedVariant=sport'),
    );
    expect(prefill).toEqual({
      country: 'AU',
      state: 'NSW',
      defaults: { variantName: 'sport' },
      fromInventory: false,
      present: true,
    });
    expect(readPrefill(new URLSearchParams('selectedVariant=sport&linkSource=Inventory')).fromInventory).toBe(
      true,
    );
    expect(readPrefill(new URLSearchParams('selectedCountry=nz')).country).toBe('NZ');
  });

  it('ignores unknown countries and states and reports absence', () => {
    expect(readPrefill(new URLSearchParams('selectedCountry=US&selectedState=XX'))).toEqual({
      defaults: {},
      fromInventory: false,
      present: true,
    });
    expect(readPrefill(new URLSearchParams('utm=x')).present).toBe(false);
  });
});

describe('labels', () => {
  it('names a swatch by colour and price', () => {
    expect(swatchLabel('Radiant Red Tintcoat', 250_000 as never)).toBe('Radiant Red Tintcoat, plus $2,500');
    expect(swatchLabel('Summit White', 0 as never)).toBe('Summit White, Included');
  });
});
