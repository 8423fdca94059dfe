import { describe, expect, it } from 'vitest';
import { showsInventoryLink, visibleTrims, visibleVariants } from './default-config';
import { black, luxury, red, sport } from './fixtures.test-support';

describe('default config visibility (spec 000 section 2 items 3-5)', () => {
  it('shows only the named variant with a link key, all variants otherwise', () => {
    expect(visibleVariants([luxury, sport], 'SPORT', 'k3y')).toEqual([sport]);
    expect(visibleVariants([luxury, sport], 'Sport')).toEqual([luxury, sport]);
    expect(visibleVariants([luxury, sport], undefined, 'k3y')).toEqual([luxury, sport]);
  });

  it('shows only the named paint without a link key, all paints with one', () => {
    expect(visibleTrims([black, red], 'radiant red tintcoat')).toEqual([red]);
    expect(visibleTrims([black, red], 'Radiant Red Tintcoat', 'k3y')).toEqual([black, red]);
    expect(visibleTrims([black, red], undefined)).toEqual([black, red]);
  });

  it('never hides everything for a name that matches nothing', () => {
    expect(visibleTrims([black, red], 'Mauve')).toEqual([black, red]);
    expect(visibleVariants([luxury, sport], 'Touring', 'k3y')).toEqual([luxury, sport]);
  });

  it('shows the INVENTORY link with a variant name and no link key', () => {
    expect(showsInventoryLink({ variantName: 'Sport' })).toBe(true);
    expect(showsInventoryLink({ variantName: 'Sport' }, 'k3y')).toBe(false);
    expect(showsInventoryLink({ variantName: ' ' })).toBe(false);
    expect(showsInventoryLink({})).toBe(false);
  });
});
