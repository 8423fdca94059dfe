import { supportRequestTypes } from '@showroom/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { inList } from './in-list';
import { orders } from './orders';

export const supportRequestStatuses = ['open', 'done'] as const;

/**
 * What owners ask about their orders from the Support menu (spec 002 section 7, call-back-request): a call-back
 * or a cancellation, for staff to act on. One open request of each type per order; asking again while it is open
 * answers the same request.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    requestType: text({ enum: supportRequestTypes }).notNull(),
    status: text({ enum: supportRequestStatuses }).notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** When staff dealt with it. */
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('support_requests_open_unique')
      .on(table.orderId, table.requestType)
      .where(sql`${table.status} = 'open'`),
    index('support_requests_open_idx').on(table.createdAt).where(sql`${table.status} = 'open'`),
    check('support_requests_type_check', sql`${table.requestType} in (${inList(supportRequestTypes)})`),
    check('support_requests_status_check', sql`${table.status} in (${inList(supportRequestStatuses)})`),
  ],
);
