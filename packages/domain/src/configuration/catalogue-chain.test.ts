import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import {
  applyExteriorList,
  applyInteriorList,
  applyOptionLists,
  applyVariantList,
  pickDefault,
  sameName,
} from './catalogue-chain';
import { toggleOption } from './charging';
import { chooseVariant, emptyConfiguration } from './configuration';
import {
  black,
  floorMats,
  homeCharger,
  installAddOn,
  jetBlack,
  luxury,
  nappa,
  publicMore,
  red,
  roofRails,
  sport,
} from './fixtures.test-support';

describe('pickDefault (spec 000 section 4, catalogue chain)', () => {
  it('selects the IsDefault entry without a default name', () => {
    expect(pickDefault([sport, luxury])).toBe(luxury);
  });

  it('selects by name, case-insensitively, with a default name', () => {
    expect(pickDefault([luxury, sport], 'SPORT')).toBe(sport);
    expect(pickDefault([black, red], '  radiant red tintcoat ')).toBe(red);
    expect(sameName('Jet Black Nappa', 'jet black nappa')).toBe(true);
  });

  it('falls back to IsDefault for an unknown name, and to the first entry without IsDefault', () => {
    expect(pickDefault([sport, luxury], 'Touring')).toBe(luxury);
    expect(pickDefault([red, { ...black, isDefault: false }])).toBe(red);
  });

  it('selects nothing from an empty list', () => {
    expect(pickDefault([], 'Sport')).toBeUndefined();
  });
});

describe('the catalogue chain', () => {
  it('selects the default variant when the list arrives, and clears on an empty or failed list', () => {
    const loaded = applyVariantList(emptyConfiguration(), [luxury, sport]);
    expect(loaded.variant).toBe(luxury);
    expect(loaded.subtotal).toBe(luxury.basePrice);
    expect(applyVariantList(loaded, [])).toEqual(emptyConfiguration());
  });

  it('keeps the chosen variant, refreshing its price, and returns the same object when nothing changed', () => {
    const chosen = chooseVariant(emptyConfiguration(), sport);
    expect(applyVariantList(chosen, [luxury, sport])).toBe(chosen);
    const repriced = { ...sport, basePrice: cents(10_800_000) };
    expect(applyVariantList(chosen, [luxury, repriced]).subtotal).toBe(10_800_000);
  });

  it('selects the named variant, then the default paint and interior', () => {
    let c = applyVariantList(emptyConfiguration(), [luxury, sport], 'sport');
    c = applyExteriorList(c, [red, black]);
    expect(c.exterior).toBe(black);
    c = applyInteriorList(c, [nappa, jetBlack]);
    expect(c.interior).toBe(jetBlack);
    expect(c.subtotal).toBe(sport.basePrice);
  });

  it('selects named paint and interior from a default config', () => {
    let c = applyVariantList(emptyConfiguration(), [luxury, sport], 'Sport');
    c = applyExteriorList(c, [black, red], 'RADIANT RED TINTCOAT');
    c = applyInteriorList(c, [jetBlack, nappa], 'jet black nappa');
    expect([c.variant?.name, c.exterior?.name, c.interior?.name]).toEqual([
      'Sport',
      'Radiant Red Tintcoat',
      'Jet Black Nappa',
    ]);
    expect(c.subtotal).toBe(sport.basePrice + red.price + nappa.price);
  });

  it('keeps the interior when the new paint still offers it, and replaces it otherwise', () => {
    let c = applyExteriorList(
      chooseVariant(emptyConfiguration(), sport),
      [black, red],
      'Radiant Red Tintcoat',
    );
    c = applyInteriorList(c, [jetBlack, nappa], 'Jet Black Nappa');
    const orphan = applyInteriorList(applyExteriorList(c, []), [nappa]);
    expect(orphan.interior).toBeNull();
    expect(applyInteriorList(c, [jetBlack, nappa])).toBe(c);
    expect(applyInteriorList(c, [jetBlack]).interior).toBe(jetBlack);
  });

  it('clears paint, interior and options when the exterior list is empty or failed', () => {
    let c = applyExteriorList(chooseVariant(emptyConfiguration(), sport), [black]);
    c = applyInteriorList(c, [jetBlack]);
    c = toggleOption(c, floorMats).configuration;
    const cleared = applyExteriorList(c, []);
    expect(cleared).toEqual({ ...chooseVariant(emptyConfiguration(), sport) });
  });

  it('clears interior and options when the interior list is empty or failed', () => {
    let c = applyInteriorList(applyExteriorList(chooseVariant(emptyConfiguration(), sport), [red]), [nappa]);
    c = toggleOption(c, roofRails).configuration;
    const cleared = applyInteriorList(c, []);
    expect(cleared.interior).toBeNull();
    expect(cleared.options).toEqual([]);
    expect(cleared.subtotal).toBe(sport.basePrice + red.price);
  });

  it('drops options the lists no longer offer, and the charge add-ons that depended on them', () => {
    let c = applyInteriorList(applyExteriorList(chooseVariant(emptyConfiguration(), sport), [red]), [nappa]);
    for (const o of [roofRails, homeCharger, installAddOn]) c = toggleOption(c, o).configuration;
    expect(applyOptionLists(c, [roofRails], [homeCharger, publicMore, installAddOn])).toBe(c);
    const withoutHome = applyOptionLists(c, [roofRails, floorMats], [publicMore, installAddOn]);
    expect(withoutHome.options).toEqual([roofRails]);
    expect(withoutHome.subtotal).toBe(c.subtotal - homeCharger.price - installAddOn.price);
    expect(applyOptionLists(c, [], []).options).toEqual([]);
  });

  it('ignores paint and interior lists that arrive before their parent is chosen', () => {
    const empty = emptyConfiguration();
    expect(applyExteriorList(empty, [red])).toBe(empty);
    const withSport = chooseVariant(empty, sport);
    expect(applyInteriorList(withSport, [nappa])).toBe(withSport);
  });

  it('drops an option the catalogue has since disabled', () => {
    let c = applyInteriorList(applyExteriorList(chooseVariant(emptyConfiguration(), sport), [red]), [nappa]);
    c = toggleOption(c, roofRails).configuration;
    expect(applyOptionLists(c, [{ ...roofRails, disabled: true }], []).options).toEqual([]);
  });
});
