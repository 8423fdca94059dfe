import { and, asc, eq, gt, min, sql } from 'drizzle-orm';
import { stockUnits } from '../../db/schema';
import type { Db } from '../../platform/db';
import { onOffer } from './stock-offer';

/** Units on offer of one configuration (country, variant, paint, trim and fitted options). */
export interface OfferGroup {
  country: string;
  variantId: string;
  exteriorId: string;
  interiorId: string;
  fittedOptionIds: string[];
  units: number;
  /** Estimated delivery of the unit that arrives first (ties: the lower VIN). */
  soonestDelivery: string;
  soonestArrival: string;
  soonestVin: string;
}

/** Everything on offer at `at`, and when that changes by itself: the first hold still running then runs out. */
export interface StockOnOffer {
  at: Date;
  groups: OfferGroup[];
  /** When the earliest running hold runs out (its unit is on offer again), or null when none is running. */
  nextHoldExpiry: Date | null;
}

const configuration = [
  stockUnits.country,
  stockUnits.variantId,
  stockUnits.exteriorId,
  stockUnits.interiorId,
  stockUnits.fittedOptionIds,
] as const;

/**
 * The live stock read whole: the units on offer at `now` grouped by configuration, each group with its count and
 * its soonest-arriving unit (one scan of the available and reserved units), and the end of the earliest running
 * hold. Read by stock-availability.ts once per stock version.
 */
export async function readStockOnOffer(db: Db, now: Date): Promise<StockOnOffer> {
  const [groups, [expiry]] = await Promise.all([
    db
      .selectDistinctOn([...configuration], {
        country: stockUnits.country,
        variantId: stockUnits.variantId,
        exteriorId: stockUnits.exteriorId,
        interiorId: stockUnits.interiorId,
        fittedOptionIds: stockUnits.fittedOptionIds,
        units: sql<number>`(count(*) over (partition by ${stockUnits.country}, ${stockUnits.variantId}, ${stockUnits.exteriorId}, ${stockUnits.interiorId}, ${stockUnits.fittedOptionIds}))::int`,
        soonestDelivery: stockUnits.estimatedDelivery,
        soonestArrival: stockUnits.arrivalDate,
        soonestVin: stockUnits.vin,
      })
      .from(stockUnits)
      .where(onOffer(now))
      .orderBy(
        ...configuration.map((column) => asc(column)),
        asc(stockUnits.arrivalDate),
        asc(stockUnits.vin),
      ),
    db
      .select({ at: min(stockUnits.reservedUntil) })
      .from(stockUnits)
      .where(and(eq(stockUnits.status, 'reserved'), gt(stockUnits.reservedUntil, now))),
  ]);
  return { at: now, groups, nextHoldExpiry: expiry?.at ?? null };
}
