import { asc, eq } from 'drizzle-orm';
import { orderEvents } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail/enqueue-email';

export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEvent = typeof orderEvents.$inferInsert;

/** Appends one entry to an order's log (in the caller's transaction). The log is never updated or deleted. */
export async function appendOrderEvent(tx: DbExecutor, entry: NewOrderEvent): Promise<void> {
  await tx.insert(orderEvents).values(entry);
}

/** An order's log in the order it was recorded (what staff read as the order's history). */
export function orderLog(db: DbExecutor, orderId: string): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}
