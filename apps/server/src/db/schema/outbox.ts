import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * Where an outbox message is (`suppressed`: never sent, its recipient was erased or had not agreed to that
 * marketing email, see mail-policy.ts):
 * - `pending`: waiting for its first or next attempt (or claimed by a worker right now, see `claimExpiresAt`);
 * - `sent`: accepted by the SMTP server;
 * - `delivered_to_mailbox`: kept here for the dev mailbox page, because no SMTP server is configured;
 * - `failed`: gave up after the last attempt (an operator may set it back to `pending`).
 */
export const outboxStatuses = ['pending', 'sent', 'delivered_to_mailbox', 'failed', 'suppressed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * The transactional outbox: an email is written in the same transaction as the record it announces and
 * delivered later by a worker (docs/decisions/0006-transactional-outbox.md). Rendered at enqueue time, so a retry
 * sends exactly what was committed and the worker needs no template data.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optional caller key ("order-confirmation:ORD-1"): a second enqueue with the same key is a no-op. */
    dedupeKey: text().unique('outbox_dedupe_key_unique'),
    toAddress: text().notNull(),
    /**
     * The customer the email is about, when the caller knows one (an order's customer): the communication history
     * shows it even when it went to another address. Emails to the customer's own address count without it.
     */
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    template: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    status: text({ enum: outboxStatuses }).notNull().default('pending'),
    /** Attempts started so far; counted when claimed, so a worker that dies mid-send still uses one up. */
    attempts: integer().notNull().default(0),
    /** Null: due now (never tried). Otherwise the earliest time of the next attempt (backoff). */
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** The current claim: a worker owns the message until this time; after it, another may take it over. */
    claimToken: uuid(),
    claimExpiresAt: timestamp({ withTimezone: true }),
    /** The worker that made the last attempt (kept after delivery: which instance sent it). */
    claimedBy: text(),
    /** Why the last attempt failed, with credentials removed. */
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      'outbox_status_check',
      sql`${table.status} in ('pending', 'sent', 'delivered_to_mailbox', 'failed', 'suppressed')`,
    ),
    check('outbox_attempts_check', sql`${table.attempts} >= 0`),
    index('outbox_due_idx')
      .on(table.nextAttemptAt.asc().nullsFirst(), table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_created_idx').on(table.createdAt.desc()),
    index('outbox_customer_idx').on(table.customerId),
    index('outbox_to_address_idx').on(sql`lower(${table.toAddress})`),
  ],
);
