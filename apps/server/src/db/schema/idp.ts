import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** An account of the embedded identity provider (used when no OIDC_ISSUER_URL is set). */
export const idpAccounts = pgTable(
  'idp_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower case; the sign-in name. */
    email: text().notNull().unique('idp_accounts_email_unique'),
    /** `scrypt$N$r$p$salt$hash` (base64url): parameters travel with the hash so they can be raised later. */
    passwordHash: text().notNull(),
    country: text({ enum: ['AU', 'NZ'] }).notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When the owner of the address opened the link of the sign-up email (or an operator made the account with
     * `npm run staff`). Until then the account signs in to nothing: the address is not proved to be theirs.
     */
    emailVerifiedAt: timestamp({ withTimezone: true }),
  },
  (table) => [check('idp_accounts_country_check', sql`${table.country} in ('AU', 'NZ')`)],
);

/** A one-time password-reset link: only the SHA-256 of its token is stored. */
export const idpPasswordResets = pgTable('idp_password_resets', {
  tokenHash: text().primaryKey(),
  accountId: uuid()
    .notNull()
    .references(() => idpAccounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/**
 * A one-time link that proves the account's owner receives mail at its address (only the SHA-256 of the token is
 * stored). `sentAt` paces the links a sign-in attempt sends again.
 */
export const idpEmailProofs = pgTable(
  'idp_email_proofs',
  {
    tokenHash: text().primaryKey(),
    accountId: uuid()
      .notNull()
      .references(() => idpAccounts.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('idp_email_proofs_account_idx').on(table.accountId)],
);

/**
 * Failed sign-in counters for brute-force throttling, one row per key (`email:<address>` and `ip:<address>`),
 * kept for unknown emails too so the lock-out reveals nothing about which accounts exist.
 */
export const idpSignInThrottle = pgTable('idp_sign_in_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  lockedUntil: timestamp({ withTimezone: true }),
});

/** The embedded provider's storage (oidc-provider adapter): sessions, grants, codes, interactions. */
export const idpStore = pgTable(
  'idp_store',
  {
    kind: text().notNull(),
    id: text().notNull(),
    payload: jsonb().notNull(),
    grantId: text(),
    uid: text(),
    userCode: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'idp_store_pk', columns: [table.kind, table.id] }),
    index('idp_store_grant_idx').on(table.grantId),
    index('idp_store_uid_idx').on(table.uid),
  ],
);

/** Keys of the embedded provider (token signing JWKS, cookie keys, client secret), made once at first start. */
export const idpKeys = pgTable('idp_keys', {
  name: text().primaryKey(),
  value: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
