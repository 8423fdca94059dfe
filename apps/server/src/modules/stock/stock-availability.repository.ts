import { and, asc, eq, sql } from 'drizzle-orm';
import { stockUnits } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { onOffer } from './stock-offer';

/**
 * Live availability for the catalogue chain: which exteriors of a variant and which interiors of an exterior
 * have a unit on offer, and the estimated delivery of the soonest such unit of each interior.
 */
export function stockAvailabilityRepository(db: Db, clock: Clock) {
  return {
    async exteriorsOnOffer(variantId: string): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ exteriorId: stockUnits.exteriorId })
        .from(stockUnits)
        .where(and(eq(stockUnits.variantId, variantId), onOffer(clock.now())));
      return new Set(rows.map((row) => row.exteriorId));
    },

    /** Interior id → estimated delivery text of its unit on offer with this exterior that arrives first. */
    async interiorsOnOffer(variantId: string, exteriorId: string): Promise<Map<string, string>> {
      const rows = await db
        .selectDistinctOn([stockUnits.interiorId], {
          interiorId: stockUnits.interiorId,
          estimatedDelivery: stockUnits.estimatedDelivery,
        })
        .from(stockUnits)
        .where(
          and(
            eq(stockUnits.variantId, variantId),
            eq(stockUnits.exteriorId, exteriorId),
            onOffer(clock.now()),
          ),
        )
        .orderBy(asc(stockUnits.interiorId), asc(stockUnits.arrivalDate), sql`${stockUnits.vin}`);
      return new Map(rows.map((row) => [row.interiorId, row.estimatedDelivery]));
    },
  };
}

export type StockAvailabilityRepository = ReturnType<typeof stockAvailabilityRepository>;
