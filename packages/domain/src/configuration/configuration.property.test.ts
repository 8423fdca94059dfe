import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { applyExteriorList, applyInteriorList, applyOptionLists, applyVariantList } from './catalogue-chain';
import { chargingChoices, isConsistentSelection, toggleOption } from './charging';
import {
  type ChargeType,
  type Configuration,
  chooseExterior,
  chooseInterior,
  chooseVariant,
  emptyConfiguration,
  type OptionEntry,
  subtotalOf,
  type TrimEntry,
  type VariantEntry,
} from './configuration';

/* Property tests: whatever a visitor does, in any order, the configuration stays consistent. */

const price = fc.integer({ min: 0, max: 20_000_000 }).map(cents);
const name = fc.constantFrom('Luxury', 'Sport', 'Red', 'Black', 'Nappa', 'Jet', 'Mats', 'Rails');

const variantArb = fc.record({ id: fc.string(), name, isDefault: fc.boolean(), basePrice: price });
const trimArb = fc.record({ id: fc.string(), name, isDefault: fc.boolean(), price, hasStock: fc.boolean() });
const optionArb: fc.Arbitrary<OptionEntry> = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    name,
    price,
    chargeType: fc.constantFrom<ChargeType | null>(1, 2, 3, null),
    disabled: fc.nat({ max: 4 }).map((n) => n === 0),
  })
  .map((o) => ({ ...o, kind: o.chargeType === null ? ('Accessories' as const) : ('Charge' as const) }));

const uniqueOptions = fc.uniqueArray(optionArb, { selector: (o) => o.id, maxLength: 8 });

type Action =
  | { kind: 'variant'; entry: VariantEntry }
  | { kind: 'exterior'; entry: TrimEntry }
  | { kind: 'interior'; entry: TrimEntry }
  | { kind: 'toggle'; index: number }
  | { kind: 'variants'; list: VariantEntry[]; defaultName?: string }
  | { kind: 'exteriors'; list: TrimEntry[]; defaultName?: string }
  | { kind: 'interiors'; list: TrimEntry[]; defaultName?: string }
  | { kind: 'options'; keep: boolean[] };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  variantArb.map((entry) => ({ kind: 'variant' as const, entry })),
  trimArb.map((entry) => ({ kind: 'exterior' as const, entry })),
  trimArb.map((entry) => ({ kind: 'interior' as const, entry })),
  fc.nat({ max: 7 }).map((index) => ({ kind: 'toggle' as const, index })),
  fc.nat({ max: 7 }).map((index) => ({ kind: 'toggle' as const, index })),
  fc.record({
    kind: fc.constant('variants' as const),
    list: fc.array(variantArb, { maxLength: 3 }),
    defaultName: fc.option(name, { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('exteriors' as const),
    list: fc.array(trimArb, { maxLength: 3 }),
    defaultName: fc.option(name, { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('interiors' as const),
    list: fc.array(trimArb, { maxLength: 3 }),
    defaultName: fc.option(name, { nil: undefined }),
  }),
  fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }).map((keep) => ({ kind: 'options' as const, keep })),
);

function apply(configuration: Configuration, action: Action, catalogue: OptionEntry[]): Configuration {
  switch (action.kind) {
    case 'variant':
      return chooseVariant(configuration, action.entry);
    case 'exterior':
      return chooseExterior(configuration, action.entry);
    case 'interior':
      return chooseInterior(configuration, action.entry);
    case 'toggle': {
      const option = catalogue[action.index % Math.max(catalogue.length, 1)];
      return option ? toggleOption(configuration, option).configuration : configuration;
    }
    case 'variants':
      return applyVariantList(configuration, action.list, action.defaultName);
    case 'exteriors':
      return applyExteriorList(configuration, action.list, action.defaultName);
    case 'interiors':
      return applyInteriorList(configuration, action.list, action.defaultName);
    case 'options': {
      const offered = catalogue.filter((_, i) => action.keep[i]);
      return applyOptionLists(
        configuration,
        offered.filter((o) => o.kind === 'Accessories'),
        offered.filter((o) => o.kind === 'Charge'),
      );
    }
  }
}

describe('configuration properties', () => {
  it('after any sequence of choices, toggles and list loads the selection is consistent and the subtotal is the sum', () => {
    fc.assert(
      fc.property(uniqueOptions, fc.array(actionArb, { maxLength: 40 }), (catalogue, actions) => {
        let configuration = emptyConfiguration();
        for (const action of actions) {
          configuration = apply(configuration, action, catalogue);
          expect(configuration.subtotal).toBe(subtotalOf(configuration));
          expect(isConsistentSelection(configuration.options)).toBe(true);
          if (!configuration.variant) expect(configuration.exterior).toBeNull();
          if (!configuration.exterior) expect(configuration.interior).toBeNull();
          if (!configuration.interior) expect(configuration.options).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a toggle either changes exactly what the rules allow or refuses and changes nothing', () => {
    fc.assert(
      fc.property(uniqueOptions, fc.array(fc.nat({ max: 7 }), { maxLength: 30 }), (catalogue, picks) => {
        fc.pre(catalogue.length > 0);
        const paint = { id: 'E', name: 'Red', isDefault: true, price: cents(250_000), hasStock: true };
        let configuration = chooseVariant(emptyConfiguration(), {
          id: 'V',
          name: 'Sport',
          isDefault: true,
          basePrice: cents(10_000_000),
        });
        configuration = chooseInterior(chooseExterior(configuration, paint), { ...paint, id: 'I' });
        for (const pick of picks) {
          const option = catalogue[pick % catalogue.length]!;
          const wasSelected = configuration.options.some((o) => o.id === option.id);
          const shown = chargingChoices(catalogue, configuration.options).find(
            (c) => c.option.id === option.id,
          );
          const result = toggleOption(configuration, option);
          if (wasSelected) {
            expect(result.ok).toBe(true);
            expect(result.configuration.options.some((o) => o.id === option.id)).toBe(false);
            if (option.kind === 'Charge' && option.chargeType === 1) {
              expect(result.configuration.options.some((o) => o.kind === 'Charge')).toBe(false);
            }
          } else if (shown?.status === 'available') {
            expect(result.ok).toBe(true);
            expect(result.configuration.options.at(-1)).toBe(option);
          } else {
            expect(result.ok).toBe(false);
            expect(result.configuration).toBe(configuration);
          }
          configuration = result.configuration;
          const types = configuration.options.map((o) => o.chargeType);
          expect(types.includes(1) && types.includes(2)).toBe(false);
          if (types.includes(3)) expect(types).toContain(1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('selecting a default from any non-empty list always selects one of its entries', () => {
    fc.assert(
      fc.property(
        fc.array(variantArb, { minLength: 1, maxLength: 5 }),
        fc.option(name, { nil: undefined }),
        (list, defaultName) => {
          const configuration = applyVariantList(emptyConfiguration(), list, defaultName);
          expect(list).toContain(configuration.variant);
          if (defaultName && list.some((v) => v.name.toLowerCase() === defaultName.toLowerCase())) {
            expect(configuration.variant?.name.toLowerCase()).toBe(defaultName.toLowerCase());
          }
        },
      ),
    );
  });
});
