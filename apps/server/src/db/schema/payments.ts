import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Every payment notification (webhook item) whose signature was verified, stored before it is answered.
 * The unique key (pspReference, eventCode, success) makes a repeated delivery a no-op; `processedAt` is set once
 * the shop has acted on it, so an item whose processing failed is picked up again.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text({ enum: ['sandbox', 'adyen'] }).notNull(),
    pspReference: text().notNull(),
    originalReference: text().notNull().default(''),
    merchantReference: text().notNull(),
    eventCode: text().notNull(),
    success: boolean().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    eventDate: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
    /** What processing did, in one line (e.g. `ordered`, `flagged-for-refund`, `ignored: unknown reference`). */
    outcome: text(),
  },
  (table) => [
    unique('payment_notifications_event_unique').on(table.pspReference, table.eventCode, table.success),
  ],
);

export const sandboxSessionStatuses = ['active', 'completed', 'refused', 'canceled'] as const;

/**
 * Sessions of the embedded sandbox card provider. No card number, CVC or expiry is ever kept: only the brand and
 * the last four digits of a card that paid, as a real provider's summary would show them.
 */
export const sandboxPaymentSessions = pgTable(
  'sandbox_payment_sessions',
  {
    id: text().primaryKey(),
    sessionData: text().notNull(),
    idempotencyKey: text().notNull().unique('sandbox_payment_sessions_idempotency_key_unique'),
    reference: text().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    countryCode: text().notNull(),
    returnUrl: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: sandboxSessionStatuses }).notNull().default('active'),
    resultCode: text(),
    sessionResult: text(),
    pspReference: text(),
    cardBrand: text(),
    cardLastFour: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    /** When the shop's webhook accepted the result's notification; null after a result: still to send. */
    notifiedAt: timestamp({ withTimezone: true }),
    /**
     * When the result's notification is next due to be (re)sent by any instance; set when the card is paid and
     * pushed on by each claim, so a notification whose sender died is sent again (redeliverNotifications).
     */
    notifyDueAt: timestamp({ withTimezone: true }),
    notifyAttempts: integer().notNull().default(0),
  },
  (table) => [
    check(
      'sandbox_payment_sessions_status_check',
      sql`${table.status} in ('active', 'completed', 'refused', 'canceled')`,
    ),
    check('sandbox_payment_sessions_last_four_check', sql`${table.cardLastFour} ~ '^[0-9]{4}$'`),
    index('sandbox_payment_sessions_notify_due_idx')
      .on(table.notifyDueAt)
      .where(sql`${table.notifiedAt} is null`),
  ],
);

/**
 * Refunds the embedded sandbox provider took: like Adyen, a refund request is answered at once with its own
 * reference and settled later by a REFUND notification to the shop's webhook, owed until the webhook accepts it
 * (the same `notify_*` debt as a session's result, sent by the sandbox notifier).
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    pspReference: text().primaryKey(),
    /** The refunded payment's provider reference. */
    originalReference: text().notNull(),
    /** The shop's reference of the refund (its merchantReference). */
    reference: text().notNull(),
    idempotencyKey: text().notNull().unique('sandbox_refunds_idempotency_key_unique'),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp({ withTimezone: true }),
    notifyDueAt: timestamp({ withTimezone: true }),
    notifyAttempts: integer().notNull().default(0),
  },
  (table) => [
    index('sandbox_refunds_notify_due_idx').on(table.notifyDueAt).where(sql`${table.notifiedAt} is null`),
  ],
);
