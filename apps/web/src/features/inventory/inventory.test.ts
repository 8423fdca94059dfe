import { describe, expect, it } from 'vitest';
import type { InventoryItem } from './api/inventory-api';
import { orderLink } from './components/inventory-card';
import { readFilters, readPageOptions } from './hooks';

const item: InventoryItem = {
  country: 'AU',
  state: 'NSW',
  yanaVariantId: 'AU-SPORT',
  variantName: 'Sport',
  variantPicture: '/media/vehicle/sport/front34.svg',
  available: 'Estimated delivery: 2–4 weeks',
  availableCount: 2,
  basePrice: 11_262_777,
  driveawayPrice: 11_900_000,
  totalSaving: 0,
  exteriorID: 'AU-SPORT-SWH',
  exteriorName: 'Summit White',
  interiorID: 'AU-SPORT-JBN',
  interiorName: 'Jet Black Nappa',
  options: [],
};

describe('inventory addresses', () => {
  it('reads comma-separated filter names from the query, ignoring blanks', () => {
    expect(
      readFilters(new URLSearchParams('variant=Luxury&exterior=Summit%20White,,Stellar%20Black%20Metallic')),
    ).toEqual({
      variants: ['Luxury'],
      exteriors: ['Summit White', 'Stellar Black Metallic'],
      interiors: [],
    });
    expect(readFilters(new URLSearchParams('shopfront=1'))).toEqual({
      variants: [],
      exteriors: [],
      interiors: [],
    });
  });

  it('sends ORDER to the configurator with the configuration and location, the state only in Australia', () => {
    const au = new URL(orderLink('au-en', item), 'http://x');
    expect(au.pathname).toBe('/au-en/');
    expect(Object.fromEntries(au.searchParams)).toEqual({
      selectedVariant: 'Sport',
      selectedExterior: 'Summit White',
      selectedInterior: 'Jet Black Nappa',
      selectedCountry: 'AU',
      selectedState: 'NSW',
      linkSource: 'inventory',
    });
    const nz = new URL(orderLink('nz-en', { ...item, country: 'NZ', state: '' }), 'http://x');
    expect(nz.searchParams.has('selectedState')).toBe(false);
  });

  it('reads shopfront and where the waitlist panel stands, ignoring what is not a whole number', () => {
    expect(readPageOptions(new URLSearchParams('shopfront=1&outOfStockBoxLocation=3'))).toEqual({
      shopfront: true,
      waitlistAfter: 3,
    });
    expect(readPageOptions(new URLSearchParams('outOfStockBoxLocation=0'))).toEqual({
      shopfront: false,
      waitlistAfter: 0,
    });
    for (const bad of ['', 'top', '-1', '2.5', '99999'])
      expect(
        readPageOptions(new URLSearchParams({ outOfStockBoxLocation: bad })).waitlistAfter,
      ).toBeUndefined();
    expect(readPageOptions(new URLSearchParams('shopfront=0')).shopfront).toBe(false);
  });
});
