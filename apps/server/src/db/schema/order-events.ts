import { orderActors, orderStatuses } from '@showroom/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from './in-list';
import { orders } from './orders';

/**
 * The order's log (docs/order-pipelines.md): every event the state machine accepted, append-only, with its time,
 * who caused it (`actor`, and `actor_id`: the customer's id or the staff member) and what it carried (`detail`:
 * the event's own fields, such as the payment id or the reason). The tracker's completion dates are the order's
 * milestones, written in the same transaction as the row that reached them.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    /** Ascending in the order the events were recorded (an order's events are written under its lock). */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    actor: text({ enum: orderActors }).notNull(),
    actorId: text(),
    statusFrom: text({ enum: orderStatuses }).notNull(),
    statusTo: text({ enum: orderStatuses }).notNull(),
    /** The milestone the event reached, if any. */
    milestone: text(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('order_events_order_idx').on(table.orderId, table.id),
    check('order_events_actor_check', sql`${table.actor} in (${inList(orderActors)})`),
    check('order_events_status_from_check', sql`${table.statusFrom} in (${inList(orderStatuses)})`),
    check('order_events_status_to_check', sql`${table.statusTo} in (${inList(orderStatuses)})`),
  ],
);
