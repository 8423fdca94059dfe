import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What a live event is about: a stock unit, an order of one customer, or the catalogue's prices and offers. */
export const liveEventTopics = ['stock', 'order', 'catalogue'] as const;
export type LiveEventTopic = (typeof liveEventTopics)[number];

/*
 * The live events every instance pushes to its visitors (issue 36, docs/decisions/0046-live-events.md): written by
 * triggers in the transaction that changed the row (a stock unit, an order's log, the catalogue version), so an event
 * exists exactly when its change committed, whoever wrote it; each insert notifies `showroom_live` at commit. Kept
 * for an hour so a client reconnecting with Last-Event-ID gets what it missed.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    /** Ascending in commit order per writer; the SSE event id. */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: text({ enum: liveEventTopics }).notNull(),
    /** The market it concerns (AU, NZ), null for both. */
    country: text(),
    /** Who may see it: the order's customer for an order event; null for everyone. */
    customerId: text(),
    /** The event's own fields, never personal data (contract: LiveEvent). */
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Set for an event written by a sweep rather than a trigger (an expired hold): written once across instances. */
    dedupeKey: text().unique('live_events_dedupe_key_unique'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_events_created_idx').on(table.createdAt),
    check('live_events_topic_check', sql`${table.topic} in ('stock', 'order', 'catalogue')`),
  ],
);
