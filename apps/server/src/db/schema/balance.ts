import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * Balance payments an order has received by bank transfer (spec 002 section 1: the balance is paid by transfer,
 * not card), recorded by staff or the back office's internal call. Each row is one transfer as the bank showed it.
 */
export const balancePayments = pgTable(
  'balance_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    /** The day the bank credited the transfer (the shop's calendar date, YYYY-MM-DD). */
    receivedOn: date({ mode: 'string' }).notNull(),
    /** The reference the customer gave the transfer (normally the order number). */
    reference: text(),
    recordedBy: text().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('balance_payments_order_idx').on(table.orderId),
    check('balance_payments_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/**
 * The bank account each market's customers pay their balance into (spec 002 section 3 "Payment info for the bank
 * transfer"): data an operator changes with SQL or the back office, never text in the web app.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    country: text().primaryKey(),
    bankName: text().notNull(),
    branchName: text().notNull(),
    accountName: text().notNull(),
    /** The BSB (AU) or the bank and branch prefix (NZ). */
    bsbNumber: text().notNull(),
    accountNumber: text().notNull(),
    phone: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('bank_accounts_country_check', sql`${table.country} in ('AU', 'NZ')`)],
);

/** Where a deposit refund stands: to ask the provider, asked (accepted), confirmed by its REFUND, or failed. */
export const depositRefundStatuses = ['due', 'requested', 'confirmed', 'failed'] as const;

/**
 * Card money the shop must give back: a deposit authorised after its hold ended, or one that would charge an
 * order's deposit a second time (a second attempt paid, a payment authorised twice). One row per provider
 * reference, so a repeated notification adds nothing. The refund is asked for after the flagging transaction
 * commits, and again from `refund_due_at` by the background sweep while it fails (docs/payments.md "Refunds").
 */
export const depositRefundsDue = pgTable(
  'deposit_refunds_due',
  {
    pspReference: text().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text().notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    flaggedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the provider accepted the refund request. */
    refundedAt: timestamp({ withTimezone: true }),
    refundStatus: text({ enum: depositRefundStatuses }).notNull().default('due'),
    /** The provider's reference of the refund request (its REFUND notification's pspReference). */
    refundReference: text(),
    refundAttempts: integer().notNull().default(0),
    /** When the sweep may ask (again); pushed back by a lease while one instance asks; null once asked. */
    refundDueAt: timestamp({ withTimezone: true }).defaultNow(),
    /** When the provider's REFUND notification confirmed or failed it. */
    refundSettledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('deposit_refunds_due_due_idx').on(table.refundDueAt).where(sql`${table.refundStatus} = 'due'`),
    check(
      'deposit_refunds_due_status_check',
      sql`${table.refundStatus} in ('due', 'requested', 'confirmed', 'failed')`,
    ),
  ],
);
