import type {
  getAvailableInventoryFilters,
  getAvailableInventoryItem,
  InventoryItem,
  InventoryStockEntry,
  ParsedBodyOf,
} from '@showroom/contract';
import { australianStateCode, type CountryCode } from '@showroom/domain';
import { unknownField } from '../../platform/http/app-error';
import type { Combination } from '../catalogue-reads';
import type { ConfigurationToPrice, PricedConfiguration } from '../pricing';
import type { OfferGroup } from '../stock-availability';

type FiltersQuery = ParsedBodyOf<typeof getAvailableInventoryFilters>;
type ItemsQuery = ParsedBodyOf<typeof getAvailableInventoryItem>;
type PriceOf = (input: ConfigurationToPrice) => Promise<PricedConfiguration>;

const comboKey = (ids: { exteriorId: string; interiorId: string }) => `${ids.exteriorId}|${ids.interiorId}`;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The names a filter asked for, each checked against the market's catalogue: an unknown name is a 404 naming
 * the field and position (`Exteriors.1`). Returns undefined when the filter is empty (keep everything).
 */
function wantedNames(
  field: 'Variants' | 'Exteriors' | 'Interiors',
  names: readonly string[],
  known: readonly string[],
  country: CountryCode,
): ((name: string) => boolean) | undefined {
  if (names.length === 0) return undefined;
  names.forEach((name, index) => {
    if (!known.some((candidate) => sameName(candidate, name))) {
      throw unknownField(
        `${field}.${index}`,
        `No ${field.slice(0, -1).toLowerCase()} '${name}' is sold in ${country}.`,
      );
    }
  });
  return (name) => names.some((wanted) => sameName(wanted, name));
}

/** Lowest (sort '0') or highest ('1') drive-away price first; ties in catalogue order. */
function byPrice(sort: ItemsQuery['Sort']) {
  const direction = sort === '1' ? -1 : 1;
  return (a: { item: InventoryItem; order: number }, b: { item: InventoryItem; order: number }) =>
    direction * (a.item.driveawayPrice - b.item.driveawayPrice) || a.order - b.order;
}

/**
 * The inventory of spec 000: filter lists with live counts, and the configurations that have units on offer,
 * each priced drive-away by the pricing service for the visitor's state and customer type (pick-up).
 */
/** Where the inventory reads: the catalogue's combinations and the units on offer of a market. */
export interface InventorySources {
  combinations(country: CountryCode): Promise<readonly Combination[]>;
  offerGroups(country: CountryCode): Promise<readonly OfferGroup[]>;
}

export function stockService(repository: InventorySources, priceOf: PriceOf) {
  return {
    async filters(query: FiltersQuery) {
      const [combinations, groups] = await Promise.all([
        repository.combinations(query.Country),
        repository.offerGroups(query.Country),
      ]);
      const counts = new Map<string, number>();
      for (const group of groups)
        counts.set(comboKey(group), (counts.get(comboKey(group)) ?? 0) + group.units);

      const variantRows = [...new Map(combinations.map((c) => [c.variantId, c])).values()];
      const named = query.Variant
        ? variantRows.find((row) => sameName(row.variantName, query.Variant!))
        : undefined;
      if (query.Variant && !named) {
        throw unknownField('Variant', `No variant '${query.Variant}' is sold in ${query.Country}.`);
      }
      const defaultVariant = named ?? variantRows.find((row) => row.variantIsDefault);
      const stocks: InventoryStockEntry[] = combinations
        .filter((c) => !named || c.variantId === named.variantId)
        .map((c) => ({
          variantID: c.variantId,
          variantName: c.variantName,
          exteriorID: c.exteriorId,
          exteriorName: c.exteriorName,
          exteriorFilterImage: c.exteriorFilterImage,
          interiorID: c.interiorId,
          interiorName: c.interiorName,
          interiorFilterImage: c.interiorFilterImage,
          exteriorDisplayOrderingNo: c.exteriorOrderingNo,
          interiorDisplayOrderingNo: c.interiorOrderingNo,
          availableCount: counts.get(comboKey(c)) ?? 0,
        }));
      return {
        stocks,
        variants: variantRows.map((row) => ({
          yanaVariantId: row.variantId,
          variantName: row.variantName,
          isDefaultSelected: query.NeedDefaultValue && row.variantId === defaultVariant?.variantId,
          availableCount: groups
            .filter((group) => group.variantId === row.variantId)
            .reduce((sum, group) => sum + group.units, 0),
        })),
      };
    },

    async items(query: ItemsQuery): Promise<{ availableInventorys: InventoryItem[] }> {
      const [combinations, groups] = await Promise.all([
        repository.combinations(query.Country),
        repository.offerGroups(query.Country),
      ]);
      const names = (pick: (c: Combination) => string) => [...new Set(combinations.map(pick))];
      const keep = {
        variant: wantedNames(
          'Variants',
          query.Variants,
          names((c) => c.variantName),
          query.Country,
        ),
        exterior: wantedNames(
          'Exteriors',
          query.Exteriors,
          names((c) => c.exteriorName),
          query.Country,
        ),
        interior: wantedNames(
          'Interiors',
          query.Interiors,
          names((c) => c.interiorName),
          query.Country,
        ),
      };
      const catalogue = new Map(combinations.map((c, order) => [comboKey(c), { c, order }]));
      const wanted = groups.flatMap((group) => {
        const entry = catalogue.get(comboKey(group));
        if (!entry) return [];
        const { c } = entry;
        const kept =
          (keep.variant?.(c.variantName) ?? true) &&
          (keep.exterior?.(c.exteriorName) ?? true) &&
          (keep.interior?.(c.interiorName) ?? true);
        return kept ? [{ group, ...entry }] : [];
      });
      const state = query.Country === 'AU' ? (australianStateCode(query.State) ?? null) : null;
      const priced = await Promise.all(
        wanted.map(async ({ group, c, order }) => ({
          order: order * 100 + group.fittedOptionIds.length,
          item: toItem(query.Country, state ?? '', c, group, await priceGroup(group)),
        })),
      );
      return { availableInventorys: priced.sort(byPrice(query.Sort)).map((entry) => entry.item) };

      function priceGroup(group: OfferGroup) {
        return priceOf({
          country: query.Country,
          state,
          customerType: query.CustomerType,
          variantId: group.variantId,
          exteriorId: group.exteriorId,
          interiorId: group.interiorId,
          optionIds: group.fittedOptionIds,
          // The buyer's delivery choice, priced as the configurator prices it (the server measures the distance).
          deliveryOption: query.DeliveryOption,
          postcode: query.Postcode || undefined,
          suburb: query.Suburb || undefined,
          placeFields: { postcode: 'Postcode', suburb: 'Suburb' },
        });
      }
    },
  };
}

function toItem(
  country: CountryCode,
  state: string,
  c: Combination,
  group: OfferGroup,
  priced: PricedConfiguration,
): InventoryItem {
  return {
    country,
    state,
    yanaVariantId: c.variantId,
    variantName: c.variantName,
    variantPicture: c.exteriorPicture,
    available: group.soonestDelivery,
    availableCount: group.units,
    basePrice: priced.cost.subTotal,
    driveawayPrice: priced.cost.driveawayPrice,
    totalSaving: priced.cost.totalSaving,
    exteriorID: c.exteriorId,
    exteriorName: c.exteriorName,
    interiorID: c.interiorId,
    interiorName: c.interiorName,
    options: priced.options.map((option) => ({
      yanaOptionID: option.id,
      optionName: option.name,
      optionPrice: option.priceCents,
    })),
  };
}

export type StockService = ReturnType<typeof stockService>;
