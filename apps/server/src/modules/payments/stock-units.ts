import { type StockUnitEvent, stockUnitTransitions } from '@showroom/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { stockUnits } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import { onOffer } from '../stock-availability';

/** Which unit an event acts on: one VIN (or a sub-select naming one), for an order or for staff. */
export interface UnitTarget {
  vin: string | SQL;
  /** The acting order: events of an order apply only to the unit it holds. */
  orderId: string | null;
  /** The end of the hold, for Reserve and Extend. */
  reservedUntil?: Date;
}

/**
 * The SQL guard of a unit event, generated from the domain's table (`stockUnitTransitions`): the statuses it may
 * leave, the acting order's hold for an order's event, and on offer for Reserve and Withdraw.
 */
export function unitGuard(event: StockUnitEvent, target: UnitTarget, now: Date): SQL {
  const transition = stockUnitTransitions[event];
  const conditions: SQL[] = [
    eq(stockUnits.vin, target.vin),
    inArray(stockUnits.status, [...transition.from]),
  ];
  if (transition.ownOrder) {
    if (!target.orderId) throw new Error(`${event} needs the order whose unit it is`);
    conditions.push(eq(stockUnits.reservationId, target.orderId));
  }
  if (transition.onOffer) conditions.push(onOffer(now));
  return and(...conditions) as SQL;
}

/** What each event writes beside the status. */
function changeOf(event: StockUnitEvent, target: UnitTarget) {
  const to = stockUnitTransitions[event].to;
  if (to === 'reserved') {
    if (!target.reservedUntil) throw new Error(`${event} needs the end of the hold`);
    return event === 'Reserve'
      ? { status: to, reservationId: target.orderId, reservedUntil: target.reservedUntil }
      : { status: to, reservedUntil: target.reservedUntil };
  }
  if (to === 'sold') return { status: to, reservedUntil: null };
  return { status: to, reservationId: null, reservedUntil: null };
}

/**
 * The one writer of a stock unit's status (and of its hold): applies the event when the guard holds. Answers the
 * VIN moved, or undefined when the unit was not in a state the event may change (another order's, sold, gone).
 */
export async function moveUnit(
  tx: DbExecutor,
  event: StockUnitEvent,
  target: UnitTarget,
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx
    .update(stockUnits)
    .set(changeOf(event, target))
    .where(unitGuard(event, target, now))
    .returning({ vin: stockUnits.vin });
  return row?.vin;
}

/**
 * Whether the order's unit is still held by it (nobody took it over after the hold ran out), locking the unit so
 * the answer stands until the caller's transaction sells or releases it.
 */
export async function unitHeldBy(tx: DbExecutor, order: { id: string; vin: string }): Promise<boolean> {
  const [row] = await tx
    .select({ vin: stockUnits.vin })
    .from(stockUnits)
    .where(
      and(
        eq(stockUnits.vin, order.vin),
        eq(stockUnits.status, 'reserved'),
        eq(stockUnits.reservationId, order.id),
      ),
    )
    .for('update');
  return row !== undefined;
}
