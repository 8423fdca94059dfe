import { describe, expect, it } from 'vitest';
import { toggleOption } from './charging';
import {
  chooseExterior,
  chooseInterior,
  chooseVariant,
  clearConfiguration,
  emptyConfiguration,
  isOptionSelected,
  isWaitlisted,
  subtotalOf,
} from './configuration';
import { black, floorMats, jetBlack, luxury, nappa, red, sport } from './fixtures.test-support';

const withSport = chooseVariant(emptyConfiguration(), sport);
const withRed = chooseExterior(withSport, red);
const withNappa = chooseInterior(withRed, nappa);
const withMats = toggleOption(withNappa, floorMats).configuration;

describe('configuration (spec 000 sections 3 and 4)', () => {
  it('starts empty with a zero subtotal', () => {
    expect(emptyConfiguration()).toEqual({
      variant: null,
      exterior: null,
      interior: null,
      options: [],
      subtotal: 0,
    });
  });

  it('sums base price, paint, interior and options into the subtotal', () => {
    expect(withSport.subtotal).toBe(10_700_000);
    expect(withRed.subtotal).toBe(10_950_000);
    expect(withNappa.subtotal).toBe(11_250_000);
    expect(withMats.subtotal).toBe(11_285_000);
    expect(subtotalOf(withMats)).toBe(withMats.subtotal);
  });

  it('resets everything but the variant when a variant is chosen', () => {
    const again = chooseVariant(withMats, luxury);
    expect(again).toEqual({
      variant: luxury,
      exterior: null,
      interior: null,
      options: [],
      subtotal: 10_500_000,
    });
  });

  it('clears options but keeps the interior when the paint changes', () => {
    const repainted = chooseExterior(withMats, black);
    expect(repainted.exterior).toBe(black);
    expect(repainted.interior).toBe(nappa);
    expect(repainted.options).toEqual([]);
    expect(repainted.subtotal).toBe(10_700_000 + 300_000);
  });

  it('clears options when the interior changes', () => {
    const retrimmed = chooseInterior(withMats, jetBlack);
    expect(retrimmed.options).toEqual([]);
    expect(retrimmed.subtotal).toBe(10_950_000);
    expect(isOptionSelected(withMats, floorMats.id)).toBe(true);
    expect(isOptionSelected(retrimmed, floorMats.id)).toBe(false);
  });

  it('chooses no paint without a variant, no interior without a paint and no option without an interior', () => {
    const empty = emptyConfiguration();
    expect(chooseExterior(empty, red)).toBe(empty);
    expect(chooseInterior(withSport, nappa)).toBe(withSport);
    expect(toggleOption(withRed, floorMats)).toEqual({
      ok: false,
      reason: 'NotOffered',
      configuration: withRed,
    });
  });

  it('clears to the empty configuration', () => {
    expect(clearConfiguration()).toEqual(emptyConfiguration());
  });

  it('is waitlisted when the paint or the interior has no stock', () => {
    expect(isWaitlisted(withNappa)).toBe(false);
    expect(isWaitlisted(chooseExterior(withNappa, { ...red, hasStock: false }))).toBe(true);
    expect(isWaitlisted(chooseInterior(withRed, { ...nappa, hasStock: false }))).toBe(true);
    expect(isWaitlisted(emptyConfiguration())).toBe(false);
  });
});
