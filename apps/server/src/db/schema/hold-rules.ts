import { maxReservationExtensions } from '@showroom/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/*
 * The hold's limits in SQL, written from the domain's constants (packages/domain/src/checkout/reservation.ts) so a
 * change there reaches the check constraint (through a generated migration) and every guard at once.
 */

/** The check constraint on an order's extension count. */
export function extensionCountCheck(column: AnyColumn): SQL {
  return sql`${column} between 0 and ${sql.raw(String(maxReservationExtensions))}`;
}

/** The guard of an extension: the hold has extensions left. */
export function extensionLeft(column: AnyColumn): SQL {
  return sql`${column} < ${sql.raw(String(maxReservationExtensions))}`;
}
