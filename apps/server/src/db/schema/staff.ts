import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, sessions } from './customers';
import { idpAccounts } from './idp';
import { orders } from './orders';

const roleCheck = (column: unknown) => sql`${column} in ('viewer', 'sales', 'admin')`;

/**
 * The staff role of one signed-in session: written at sign-in when the ID token's role claim or the STAFF_EMAILS
 * allow-list names one and the provider confirmed a second factor; gone with the session. The staff member is the
 * session's customer row (its issuer and subject).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    sessionIdHash: text()
      .primaryKey()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text({ enum: ['viewer', 'sales', 'admin'] }).notNull(),
  },
  (table) => [check('staff_sessions_role_check', roleCheck(table.role))],
);

/**
 * Every staff action: who, what, on which record, when, and the record before and after. Append-only: a trigger
 * refuses updates and deletes (see the migration's hand-written part).
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull(),
    staffId: uuid().notNull(),
    staffEmail: text().notNull(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (table) => [
    index('staff_audit_log_entity_idx').on(table.entity, table.entityId),
    index('staff_audit_log_at_idx').on(table.at),
  ],
);

/** Staff notes on an order (the back office's order page). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: uuid().notNull(),
    staffEmail: text().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * A staff account of the embedded identity provider (`npm run staff -- add`): its role, put in the ID token, and
 * its TOTP secret (base32), the second factor asked for after the password. `lastCounter` refuses a code twice.
 */
export const idpStaffFactors = pgTable(
  'idp_staff_factors',
  {
    accountId: uuid()
      .primaryKey()
      .references(() => idpAccounts.id, { onDelete: 'cascade' }),
    role: text({ enum: ['viewer', 'sales', 'admin'] }).notNull(),
    totpSecret: text().notNull(),
    lastCounter: integer().notNull().default(0),
    /** Wrong codes since `failedSince`, across sign-ins (security probe N2): 10 in 15 minutes lock the factor. */
    failedCodes: integer().notNull().default(0),
    failedSince: timestamp({ withTimezone: true }),
    /** No code is accepted before this, whatever sign-in it comes from. */
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (table) => [check('idp_staff_factors_role_check', roleCheck(table.role))],
);

/** A password accepted for a staff account, waiting for its TOTP code in the same sign-in interaction. */
export const idpSecondFactorChallenges = pgTable('idp_second_factor_challenges', {
  interactionUid: text().primaryKey(),
  accountId: uuid()
    .notNull()
    .references(() => idpAccounts.id, { onDelete: 'cascade' }),
  attempts: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
