import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stockUnits } from './stock';

/**
 * An order's life (spec 001 section 4): `CheckoutPaymentPage` while its vehicle is held and the deposit not yet
 * paid; `Ordered` once a verified authorisation arrived in time; `Expired` when the hold ran out unpaid;
 * `RefundDue` when a deposit was authorised after the hold ran out (the vehicle is not kept; refund the card).
 */
export const orderStatuses = ['CheckoutPaymentPage', 'Ordered', 'Expired', 'RefundDue'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Human order numbers (SR-100001 …), unique across instances. */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 100_001 });

export const orders = pgTable(
  'orders',
  {
    id: text().primaryKey(),
    orderNo: integer().notNull().default(sql`nextval('order_number_seq')`).unique('orders_order_no_unique'),
    status: text({ enum: orderStatuses }).notNull().default('CheckoutPaymentPage'),
    country: text().notNull(),
    state: text(),
    vin: text()
      .notNull()
      .references(() => stockUnits.vin, { onDelete: 'restrict' }),
    /** SHA-256 of the reservation cookie of the browser that reserved: only it may read, extend or pay. */
    browserTokenHash: text().notNull(),
    /** The signed-in customer, when there was one (the auth module's customers). */
    customerId: text(),
    customerType: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    businessName: text(),
    businessNumber: text(),
    comments: text(),
    /** The configuration by ids and the priced breakdown it was sold at (the drive-away cost, cents). */
    configuration: jsonb().notNull(),
    priceSnapshot: jsonb().notNull(),
    driveAwayCents: integer().notNull(),
    depositCents: integer().notNull(),
    reservedUntil: timestamp({ withTimezone: true }).notNull(),
    extensionCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    orderedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      'orders_status_check',
      sql`${table.status} in ('CheckoutPaymentPage', 'Ordered', 'Expired', 'RefundDue')`,
    ),
    check('orders_extension_count_check', sql`${table.extensionCount} between 0 and 2`),
    index('orders_browser_idx').on(table.browserTokenHash, table.createdAt.desc()),
    // One vehicle is sold once: at most one Ordered order per VIN.
    uniqueIndex('orders_vin_ordered_unique').on(table.vin).where(sql`${table.status} = 'Ordered'`),
  ],
);

export const orderPaymentStatuses = ['pending', 'authorised', 'refused', 'refund_due'] as const;

/**
 * One payment attempt of an order (a provider session): its id is the provider's merchantReference and the
 * spec's rdPaymentTransactionID. Never any card data.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: text().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    provider: text().notNull(),
    sessionId: text(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    status: text({ enum: orderPaymentStatuses }).notNull().default('pending'),
    pspReference: text(),
    resultCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_payments_attempt_unique').on(table.orderId, table.attempt),
    check(
      'order_payments_status_check',
      sql`${table.status} in ('pending', 'authorised', 'refused', 'refund_due')`,
    ),
  ],
);

/** What the browser reported about a payment attempt (save-payment-log): result code and message only. */
export const orderPaymentLogs = pgTable('order_payment_logs', {
  id: text().primaryKey().default(sql`gen_random_uuid()::text`),
  orderId: text()
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  paymentId: text(),
  resultCode: text(),
  message: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
