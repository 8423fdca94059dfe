import { and, eq, lte, or, type SQL } from 'drizzle-orm';
import { stockUnits } from '../../db/schema';

/**
 * The SQL form of the domain's `isOnOffer`: a unit can be offered at `now` when it is available, or reserved
 * by a hold that has run out. Every query that lists, counts or reserves units uses this one predicate.
 */
export function onOffer(now: Date): SQL {
  return or(
    eq(stockUnits.status, 'available'),
    and(eq(stockUnits.status, 'reserved'), lte(stockUnits.reservedUntil, now)),
  )!;
}
