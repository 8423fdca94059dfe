import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * Addresses no email may go to any more, kept as the SHA-256 of the lower-cased address (never the address
 * itself): written when a customer's data is erased. The outbox refuses and skips every message to such an
 * address, unless a customer signed up with it again after the erasure (a new relationship, started by them).
 */
export const emailSuppressions = pgTable('email_suppressions', {
  addressHash: text().primaryKey(),
  reason: text({ enum: ['erased'] }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

export const privacyRequestKinds = ['export', 'erasure'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

/**
 * The record of every data export and deletion a customer asked for (what the law expects us to be able to show):
 * who (the customer's id, an anonymous tombstone after an erasure), what, when, and a summary without personal
 * data (counts, order numbers kept and why).
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    kind: text({ enum: privacyRequestKinds }).notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull(),
    summary: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    check('privacy_requests_kind_check', sql`${table.kind} in ('export', 'erasure')`),
    index('privacy_requests_customer_idx').on(table.customerId, table.completedAt.desc()),
  ],
);
