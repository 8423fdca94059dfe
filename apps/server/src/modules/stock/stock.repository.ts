import type { CountryCode } from '@showroom/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  exteriorInteriors,
  exteriors,
  interiors,
  paints,
  stockUnits,
  trims,
  variants,
} from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { onOffer } from './stock-offer';

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

/** Units on offer of one configuration (combination and fitted options). */
export interface OfferGroup {
  variantId: string;
  exteriorId: string;
  interiorId: string;
  fittedOptionIds: string[];
  units: number;
  /** Estimated delivery of the unit that arrives first. */
  soonestDelivery: string;
}

/**
 * Inventory reads: the catalogue's combinations of a market (one join over the pairing table) and the units on
 * offer grouped by configuration (one scan of the country's available and reserved units, by index).
 */
export function stockRepository(db: Db, clock: Clock) {
  return {
    combinations(country: CountryCode): Promise<Combination[]> {
      return db
        .select({
          variantId: variants.id,
          variantName: variants.name,
          variantOrderingNo: variants.orderingNo,
          variantIsDefault: variants.isDefault,
          exteriorId: exteriors.id,
          exteriorName: paints.name,
          exteriorFilterImage: exteriors.filterImage,
          exteriorPicture: exteriors.pictureMobile,
          exteriorOrderingNo: exteriors.orderingNo,
          interiorId: interiors.id,
          interiorName: trims.name,
          interiorFilterImage: interiors.filterImage,
          interiorOrderingNo: interiors.orderingNo,
        })
        .from(exteriorInteriors)
        .innerJoin(variants, eq(variants.id, exteriorInteriors.variantId))
        .innerJoin(exteriors, eq(exteriors.id, exteriorInteriors.exteriorId))
        .innerJoin(paints, eq(paints.code, exteriors.paintCode))
        .innerJoin(interiors, eq(interiors.id, exteriorInteriors.interiorId))
        .innerJoin(trims, eq(trims.code, interiors.trimCode))
        .where(eq(variants.country, country))
        .orderBy(
          asc(variants.orderingNo),
          asc(exteriors.orderingNo),
          asc(interiors.orderingNo),
          asc(exteriors.id),
          asc(interiors.id),
        );
    },

    offerGroups(country: CountryCode): Promise<OfferGroup[]> {
      return db
        .select({
          variantId: stockUnits.variantId,
          exteriorId: stockUnits.exteriorId,
          interiorId: stockUnits.interiorId,
          fittedOptionIds: stockUnits.fittedOptionIds,
          units: sql<number>`count(*)::int`,
          // The text of the unit arriving first: the least [arrival date, text] pair. An aggregate without
          // ordering lets PostgreSQL hash the groups instead of sorting every unit (see the inventory benchmark).
          soonestDelivery: sql<string>`(min(array[${stockUnits.arrivalDate}::text, ${stockUnits.estimatedDelivery}]))[2]`,
        })
        .from(stockUnits)
        .where(and(eq(stockUnits.country, country), onOffer(clock.now())))
        .groupBy(
          stockUnits.variantId,
          stockUnits.exteriorId,
          stockUnits.interiorId,
          stockUnits.fittedOptionIds,
        );
    },
  };
}

export type StockRepository = ReturnType<typeof stockRepository>;
