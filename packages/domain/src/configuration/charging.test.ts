import { describe, expect, it } from 'vitest';
import { chargeOptionStatus, chargingChoices, isConsistentSelection, toggleOption } from './charging';
import { chooseExterior, chooseInterior, chooseVariant, emptyConfiguration } from './configuration';
import {
  floorMats,
  homeCharger,
  installAddOn,
  nappa,
  option,
  publicMore,
  red,
  roofRails,
  sport,
} from './fixtures.test-support';

const base = chooseInterior(chooseExterior(chooseVariant(emptyConfiguration(), sport), red), nappa);
const charging = [homeCharger, publicMore, installAddOn];
const shown = (selected = base.options) =>
  chargingChoices(charging, selected).map((choice) => `${choice.option.chargeType}:${choice.status}`);

function toggleAll(...options: (typeof homeCharger)[]) {
  return options.reduce((configuration, o) => toggleOption(configuration, o).configuration, base);
}

describe('charging selection (spec 000 section 4)', () => {
  it('offers 1 and 2 when nothing is selected, and hides 3', () => {
    expect(shown()).toEqual(['1:available', '2:available']);
  });

  it('offers 1 and 3 once 1 is selected, and hides 2', () => {
    expect(shown(toggleAll(homeCharger).options)).toEqual(['1:selected', '3:available']);
  });

  it('disables 1 once 2 is selected', () => {
    expect(shown(toggleAll(publicMore).options)).toEqual(['1:disabled', '2:selected']);
    expect(chargeOptionStatus(homeCharger, [publicMore])).toBe('disabled');
  });

  it('refuses to select a disabled or hidden option and leaves the configuration as it was', () => {
    const withPublic = toggleAll(publicMore);
    expect(toggleOption(withPublic, homeCharger)).toEqual({
      ok: false,
      reason: 'Disabled',
      configuration: withPublic,
    });
    expect(toggleOption(base, installAddOn)).toEqual({
      ok: false,
      reason: 'NotOffered',
      configuration: base,
    });
    const withHome = toggleAll(homeCharger);
    expect(toggleOption(withHome, publicMore).ok).toBe(false);
  });

  it('unselecting 1 unselects every charge option but keeps accessories', () => {
    const full = toggleAll(roofRails, homeCharger, installAddOn);
    expect(full.options.map((o) => o.id)).toEqual([roofRails.id, homeCharger.id, installAddOn.id]);
    expect(full.subtotal).toBe(base.subtotal + 120_000 + 95_000);
    const after = toggleOption(full, homeCharger).configuration;
    expect(after.options).toEqual([roofRails]);
    expect(after.subtotal).toBe(base.subtotal + 120_000);
  });

  it('unselecting 3 or 2 removes only that option', () => {
    const full = toggleAll(homeCharger, installAddOn);
    expect(toggleOption(full, installAddOn).configuration.options).toEqual([homeCharger]);
    expect(toggleOption(toggleAll(publicMore), publicMore).configuration.options).toEqual([]);
  });

  it('toggles accessories on and off independently', () => {
    const both = toggleAll(roofRails, floorMats);
    expect(both.options).toEqual([roofRails, floorMats]);
    expect(toggleOption(both, roofRails).configuration.options).toEqual([floorMats]);
  });

  it('shows an option the catalogue disables, but never selects it', () => {
    const soldOut = option('ACC-TOW', 150_000, null, { disabled: true });
    expect(chargeOptionStatus(soldOut, [])).toBe('disabled');
    expect(toggleOption(base, soldOut)).toMatchObject({ ok: false, reason: 'Disabled' });
  });

  it('recognises inconsistent selections', () => {
    expect(isConsistentSelection([homeCharger, installAddOn, roofRails])).toBe(true);
    expect(isConsistentSelection([homeCharger, publicMore])).toBe(false);
    expect(isConsistentSelection([installAddOn])).toBe(false);
    expect(isConsistentSelection([roofRails, roofRails])).toBe(false);
  });
});
