import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Numbers customers by market (AU000001, NZ000001); one sequence keeps them unique across both. */
export const customerNumbers = pgSequence('customer_no_seq', { startWith: 1 });

/**
 * A customer of the shop. A signed-in customer is known by the identity provider's (issuer, subject) — never by
 * email, which can change (ASVS 10.5.2). A guest customer (an order placed without signing in) has neither: it is
 * the one issuer-less row of its lower-cased email, and is never merged with a signed-in customer of the same
 * email (a guest's email is not verified). The spec's Session entity gives each customer separate Australian and New Zealand customer ids
 * and numbers (YanaCustomerID/No, NZYanaCustomerID/No): a market's pair is assigned at first sign-in in that
 * market's country or at the first order there (`assignMarketIds`).
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    issuer: text(),
    subject: text(),
    /** The email of the last sign-in (the identity provider's claim), or a guest's order email; lower case. */
    email: text().notNull(),
    /** The country claim of the last sign-in; a guest's first order country. */
    country: text({ enum: ['AU', 'NZ'] }).notNull(),
    auCustomerId: text().unique('customers_au_customer_id_unique'),
    auCustomerNo: text().unique('customers_au_customer_no_unique'),
    nzCustomerId: text().unique('customers_nz_customer_id_unique'),
    nzCustomerNo: text().unique('customers_nz_customer_no_unique'),
    customerType: text({ enum: ['Private', 'Business'] })
      .notNull()
      .default('Private'),
    firstName: text().notNull().default(''),
    middleName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phoneNumber1: text().notNull().default(''),
    phoneNumber2: text().notNull().default(''),
    abn: text().notNull().default(''),
    businessName: text().notNull().default(''),
    birthday: text(),
    /**
     * The spec's four communication flags (002 §3 "Profile"): marketing by email or mobile from Cadillac (gm) and
     * from its partners. Off until the customer switches one on; the outbox checks the email ones before sending
     * any marketing email (platform/mail/mail-policy.ts).
     */
    gmCommunicationEmail: boolean().notNull().default(false),
    gmCommunicationMobile: boolean().notNull().default(false),
    gmPartnerCommunicationEmail: boolean().notNull().default(false),
    gmPartnerCommunicationMobile: boolean().notNull().default(false),
    /** When the customer last saved the communication flags (null: never, the defaults hold). */
    preferencesUpdatedAt: timestamp({ withTimezone: true }),
    /**
     * Set when the customer asked for deletion: the row stays as an anonymous tombstone (customer numbers only) so
     * the orders the law makes us keep still name their customer number; no issuer, subject or personal field.
     */
    erasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('customers_issuer_subject_unique').on(table.issuer, table.subject),
    index('customers_email_idx').on(table.email),
    uniqueIndex('customers_guest_email_unique').on(table.email).where(sql`${table.issuer} is null`),
    check('customers_identity_check', sql`(${table.issuer} is null) = (${table.subject} is null)`),
    check('customers_country_check', sql`${table.country} in ('AU', 'NZ')`),
    check('customers_type_check', sql`${table.customerType} in ('Private', 'Business')`),
  ],
);

/**
 * A signed-in browser (backend-for-frontend session): the browser holds only a random id in an HttpOnly cookie;
 * the row stores its SHA-256, the customer and the identity provider's ID token (for sign-out), never sent out.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    idToken: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * When the customer last proved who they are at the identity provider (its auth_time, on our clock): older than
     * a few minutes, exporting or deleting their data asks for the password again (auth/recent-sign-in.ts).
     * Null on sessions started before this was kept: their createdAt stands in.
     */
    authenticatedAt: timestamp({ withTimezone: true }),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    /** The absolute end: created + the absolute lifetime, whatever the activity. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_customer_idx').on(table.customerId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

/**
 * A sign-in in progress (OpenID Connect authorization request): state, nonce and PKCE verifier, bound to the
 * browser by a short-lived cookie whose SHA-256 is the key. Used once: the callback deletes it.
 */
export const signInTransactions = pgTable('sign_in_transactions', {
  browserHash: text().primaryKey(),
  state: text().notNull(),
  nonce: text().notNull(),
  codeVerifier: text().notNull(),
  returnUrl: text(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
