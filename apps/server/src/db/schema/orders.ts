import { type LinkSource, type OrderFinance, PaymentOption } from '@showroom/contract';
import { type Milestones, orderStatuses, paymentAttemptStatuses, placedStatuses } from '@showroom/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { extensionCountCheck } from './hold-rules';
import { inList } from './in-list';
import { stockUnits } from './stock';

/*
 * An order's life is the domain's state machine (packages/domain/src/order, docs/order-pipelines.md):
 * `CheckoutPaymentPage` while its vehicle is held and the deposit not yet paid; `Ordered` once a verified
 * authorisation arrived in time, then `Ordered Confirmed`, `Preparing To Ship`, `Delivered` (or `Cancelled`);
 * `Expired` when the hold ran out unpaid; `RefundDue` when a deposit was authorised after the hold ran out (the
 * vehicle is not kept; refund the card). Every change goes through `recordOrderEvent` and is logged in
 * `order_events`.
 */
export const deliveryOptions = ['Pickup', 'HomeDelivery'] as const;
const paymentOptions = PaymentOption.options as [PaymentOption, ...PaymentOption[]];
const linkSources = ['Configurator', 'Inventory', 'Private'] as const satisfies readonly LinkSource[];

/** Human order numbers (SR-100001 …), unique across instances. */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 100_001 });

export const orders = pgTable(
  'orders',
  {
    id: text().primaryKey(),
    orderNo: integer().notNull().default(sql`nextval('order_number_seq')`).unique('orders_order_no_unique'),
    status: text({ enum: orderStatuses }).notNull().default('CheckoutPaymentPage'),
    /** When the order first reached each milestone of its tracker (written with its status by recordOrderEvent). */
    milestones: jsonb().$type<Milestones>().notNull().default({}),
    country: text().notNull(),
    state: text(),
    vin: text()
      .notNull()
      .references(() => stockUnits.vin, { onDelete: 'restrict' }),
    /** SHA-256 of the reservation cookie of the browser that reserved: only it may read, extend or pay. */
    browserTokenHash: text().notNull(),
    /**
     * The order's customer: the signed-in customer who reserved it (who may then read it from any browser), or
     * the guest customer of the order's email (no issuer, so no session can ever name it). Null only on orders
     * written before customers were kept for guests.
     */
    customerId: text(),
    customerType: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    businessName: text(),
    businessNumber: text(),
    comments: text(),
    /** How the customer means to pay for the vehicle (spec 001 section 3, default Cash). */
    paymentOption: text({ enum: paymentOptions }).notNull().default('Cash'),
    /** The loan the customer chose (spec 001 section 3 Finance), priced at reservation; null for cash. */
    finance: jsonb().$type<OrderFinance>(),
    /** Where the configuration came from (spec 001 section 3 FromLinkSource). */
    fromLinkSource: text({ enum: linkSources }),
    /** The card holder's name as typed in the card form (never card data); erased like the other names. */
    nameOnCreditCard: text(),
    /** One of the shop's own pictures of the configuration (spec 001 section 3 VehicleThumbnail). */
    vehicleThumbnail: text(),
    deliveryOption: text({ enum: deliveryOptions }).notNull().default('Pickup'),
    /** Pick-up: the Experience Centre's name. */
    pickupLocationName: text(),
    /** Home delivery: the address delivered to (priced by the server from postcode and suburb). */
    deliveryAddress: text(),
    deliveryState: text(),
    deliverySuburb: text(),
    deliveryPostcode: text(),
    /** The booked handover: its local date and time (HH:MM), null until scheduled. */
    deliveryDate: date({ mode: 'string' }),
    deliveryTime: text(),
    /** The buyer's details for the contract and registration (update-order-details), null until provided. */
    driveLicenceNumber: text(),
    driveLicenceExpiry: date({ mode: 'string' }),
    billingAddress: text(),
    billingSuburb: text(),
    billingPostcode: text(),
    billingState: text(),
    regoAddress: text(),
    regoSuburb: text(),
    regoPostcode: text(),
    regoState: text(),
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
    /**
     * Set when the customer's deletion request anonymised the order's personal fields (names, email, mobile,
     * comments, street address): the order itself is kept because tax law requires the sales record.
     */
    personalDataErasedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('orders_status_check', sql`${table.status} in (${inList(orderStatuses)})`),
    check('orders_delivery_time_check', sql`${table.deliveryTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('orders_extension_count_check', extensionCountCheck(table.extensionCount)),
    check('orders_payment_option_check', sql`${table.paymentOption} in (${inList(paymentOptions)})`),
    check('orders_from_link_source_check', sql`${table.fromLinkSource} in (${inList(linkSources)})`),
    check('orders_delivery_option_check', sql`${table.deliveryOption} in (${inList(deliveryOptions)})`),
    index('orders_browser_idx').on(table.browserTokenHash, table.createdAt.desc()),
    index('orders_customer_idx').on(table.customerId, table.createdAt.desc()),
    // One vehicle is sold once: at most one placed order per VIN (a cancelled order lets it go).
    uniqueIndex('orders_vin_placed_unique')
      .on(table.vin)
      .where(sql`${table.status} in (${inList(placedStatuses)})`),
  ],
);

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
    /** Written only by the payments module, through the domain's payment-attempt machine. */
    status: text({ enum: paymentAttemptStatuses }).notNull().default('created'),
    pspReference: text(),
    /** When the card was charged (authorised), whatever became of the charge since. */
    authorisedAt: timestamp({ withTimezone: true }),
    resultCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_payments_attempt_unique').on(table.orderId, table.attempt),
    check('order_payments_status_check', sql`${table.status} in (${inList(paymentAttemptStatuses)})`),
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
