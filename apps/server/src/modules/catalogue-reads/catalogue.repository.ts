import {
  type CountryCode,
  type IsoDate,
  type PricedItemKind,
  priceInEffect,
  type RateBook,
  type RateRow,
  type ScheduledPrice,
} from '@showroom/domain';
import { asc, eq } from 'drizzle-orm';
import {
  cataloguePrices,
  exteriorInteriors,
  exteriors,
  interiors,
  onRoadRates,
  paints,
  promotions,
  trims,
  variants,
  vehicleOptions,
} from '../../db/schema';
import type { Db } from '../../platform/db';
import type { PromotionRecord } from './promotion-record';

export type VariantRecord = typeof variants.$inferSelect;
export type ExteriorRecord = { exterior: typeof exteriors.$inferSelect; paint: typeof paints.$inferSelect };
export type InteriorRecord = { interior: typeof interiors.$inferSelect; trim: typeof trims.$inferSelect };
export type OptionRecord = typeof vehicleOptions.$inferSelect;

/** A variant × paint × trim combination the catalogue of a market offers, with its names and ordering. */
export interface Combination {
  variantId: string;
  variantName: string;
  variantOrderingNo: number;
  variantIsDefault: boolean;
  exteriorId: string;
  exteriorName: string;
  exteriorFilterImage: string;
  exteriorPicture: string;
  exteriorOrderingNo: number;
  interiorId: string;
  interiorName: string;
  interiorFilterImage: string;
  interiorOrderingNo: number;
}

/** The whole catalogue of both markets (a few hundred rows), indexed the ways the reads below ask for it. */
export interface Catalogue {
  variants: Map<string, VariantRecord>;
  variantsOf: Map<string, VariantRecord[]>;
  exteriors: Map<string, ExteriorRecord>;
  exteriorsOf: Map<string, ExteriorRecord[]>;
  interiorsWith: Map<string, InteriorRecord[]>;
  optionsOf: Map<string, OptionRecord[]>;
  combinationsOf: Map<string, Combination[]>;
  promotionsOf: Map<string, PromotionRecord[]>;
  /** The on-road rate rows by table (on_road_rates), which the price engine reads in place of the code's. */
  rateBook: RateBook;
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The catalogue's rows as read, before the scheduled prices are applied. */
export type CatalogueRows = Awaited<ReturnType<typeof loadCatalogueRows>>;

/**
 * The catalogue read whole: seven reads, each in the order the lists are answered in (the database's collation decides
 * ties). Read once per catalogue version by catalogue-reads.ts, then priced for the day with `indexCatalogue`.
 */
export async function loadCatalogueRows(db: Db) {
  const [variantRows, exteriorRows, pairingRows, optionRows, promotionRows, priceRows, rateRows] =
    await Promise.all([
      db.select().from(variants).orderBy(asc(variants.orderingNo), asc(variants.id)),
      db
        .select({ exterior: exteriors, paint: paints })
        .from(exteriors)
        .innerJoin(paints, eq(paints.code, exteriors.paintCode))
        .orderBy(asc(exteriors.orderingNo), asc(exteriors.id)),
      db
        .select({ exteriorId: exteriorInteriors.exteriorId, interior: interiors, trim: trims })
        .from(exteriorInteriors)
        .innerJoin(interiors, eq(interiors.id, exteriorInteriors.interiorId))
        .innerJoin(trims, eq(trims.code, interiors.trimCode))
        .orderBy(asc(interiors.orderingNo), asc(interiors.id)),
      db
        .select()
        .from(vehicleOptions)
        .orderBy(asc(vehicleOptions.optionType), asc(vehicleOptions.orderingNo), asc(vehicleOptions.id)),
      db.select().from(promotions).orderBy(asc(promotions.validFrom), asc(promotions.id)),
      db
        .select({
          itemKind: cataloguePrices.itemKind,
          itemId: cataloguePrices.itemId,
          effectiveFrom: cataloguePrices.effectiveFrom,
          priceCents: cataloguePrices.priceCents,
        })
        .from(cataloguePrices),
      db
        .select({
          tableName: onRoadRates.tableName,
          effectiveFrom: onRoadRates.effectiveFrom,
          effectiveTo: onRoadRates.effectiveTo,
          sourceUrl: onRoadRates.sourceUrl,
          estimate: onRoadRates.estimate,
          value: onRoadRates.value,
        })
        .from(onRoadRates)
        .orderBy(asc(onRoadRates.tableName), asc(onRoadRates.effectiveFrom)),
    ]);
  return { variantRows, exteriorRows, pairingRows, optionRows, promotionRows, priceRows, rateRows };
}

/** A row with its price replaced by the one in effect on its market's day (the same object when unchanged). */
function pricer(rows: CatalogueRows['priceRows'], dayOf: (country: CountryCode) => IsoDate) {
  const schedules = groupBy(rows, (row) => `${row.itemKind} ${row.itemId}`) as Map<string, ScheduledPrice[]>;
  return <T extends { priceCents: number }>(kind: PricedItemKind, id: string, country: string, row: T): T => {
    const schedule = schedules.get(`${kind} ${id}`);
    if (!schedule) return row;
    const priceCents = priceInEffect(row.priceCents, schedule, dayOf(country as CountryCode));
    return priceCents === row.priceCents ? row : { ...row, priceCents };
  };
}

/**
 * The catalogue rows priced for the day (each market's local day, `dayOf`) and indexed the ways the reads ask for
 * them.
 */
export function indexCatalogue(rows: CatalogueRows, dayOf: (country: CountryCode) => IsoDate): Catalogue {
  const price = pricer(rows.priceRows, dayOf);
  const variantRows = rows.variantRows.map((row) => price('variant', row.id, row.country, row));
  const countryOf = new Map(variantRows.map((row) => [row.id, row.country]));
  const exteriorRows = rows.exteriorRows.map((row) => {
    const exterior = price(
      'exterior',
      row.exterior.id,
      countryOf.get(row.exterior.variantId) ?? '',
      row.exterior,
    );
    return exterior === row.exterior ? row : { ...row, exterior };
  });
  const pairingRows = rows.pairingRows.map((row) => {
    const interior = price(
      'interior',
      row.interior.id,
      countryOf.get(row.interior.variantId) ?? '',
      row.interior,
    );
    return interior === row.interior ? row : { ...row, interior };
  });
  const optionRows = rows.optionRows.map((row) => price('option', row.id, row.country, row));
  const { promotionRows } = rows;
  const variantById = new Map(variantRows.map((row) => [row.id, row]));
  const exteriorById = new Map(exteriorRows.map((row) => [row.exterior.id, row]));
  const interiorsWith = groupBy(pairingRows, (row) => row.exteriorId);
  const combinations = pairingRows.flatMap(({ exteriorId, interior, trim }) => {
    const exterior = exteriorById.get(exteriorId);
    const variant = exterior && variantById.get(exterior.exterior.variantId);
    if (!exterior || !variant) return [];
    const combination: Combination = {
      variantId: variant.id,
      variantName: variant.name,
      variantOrderingNo: variant.orderingNo,
      variantIsDefault: variant.isDefault,
      exteriorId,
      exteriorName: exterior.paint.name,
      exteriorFilterImage: exterior.exterior.filterImage,
      exteriorPicture: exterior.exterior.pictureMobile,
      exteriorOrderingNo: exterior.exterior.orderingNo,
      interiorId: interior.id,
      interiorName: trim.name,
      interiorFilterImage: interior.filterImage,
      interiorOrderingNo: interior.orderingNo,
    };
    return [{ combination, country: variant.country, ids: [exterior.exterior.id, interior.id] as const }];
  });
  const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  combinations.sort(
    ({ combination: a, ids: [ae, ai] }, { combination: b, ids: [be, bi] }) =>
      a.variantOrderingNo - b.variantOrderingNo ||
      a.exteriorOrderingNo - b.exteriorOrderingNo ||
      a.interiorOrderingNo - b.interiorOrderingNo ||
      compareIds(ae, be) ||
      compareIds(ai, bi),
  );
  return {
    variants: variantById,
    variantsOf: groupBy(variantRows, (row) => row.country),
    exteriors: exteriorById,
    exteriorsOf: groupBy(exteriorRows, (row) => row.exterior.variantId),
    interiorsWith: new Map(
      [...interiorsWith].map(([id, rows]) => [id, rows.map(({ interior, trim }) => ({ interior, trim }))]),
    ),
    optionsOf: groupBy(optionRows, (row) => row.country),
    combinationsOf: new Map(
      [...groupBy(combinations, (row) => row.country)].map(([country, rows]) => [
        country,
        rows.map((row) => row.combination),
      ]),
    ),
    promotionsOf: groupBy(promotionRows, (row) => row.country),
    rateBook: new Map(
      [...groupBy(rows.rateRows, (row) => row.tableName)].map(([name, tableRows]) => [
        name,
        tableRows.map(({ tableName: _name, ...row }): RateRow<unknown> => row),
      ]),
    ),
  };
}
