import type { StaffRole } from '@showroom/domain';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { customers, sessions, signInTransactions, staffSessions } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { DbExecutor } from '../../platform/mail';

export type Customer = typeof customers.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type SignInTransaction = typeof signInTransactions.$inferSelect;
export type Country = Customer['country'];

export interface Identity {
  issuer: string;
  subject: string;
  email: string;
  country: Country;
  firstName: string;
  lastName: string;
}

/**
 * Gives the customer its customer id and number in one market (`AU000042`), once; a no-op when it has them.
 * Called at sign-in for the country claim's market and by the order module at a first order in the other market.
 */
export async function assignMarketIds(
  tx: DbExecutor,
  customerId: string,
  country: Country,
): Promise<Customer> {
  const number = sql`${country} || lpad(nextval('customer_no_seq')::text, 6, '0')`;
  const set =
    country === 'AU'
      ? { auCustomerId: sql`gen_random_uuid()::text`, auCustomerNo: number }
      : { nzCustomerId: sql`gen_random_uuid()::text`, nzCustomerNo: number };
  const missing = country === 'AU' ? isNull(customers.auCustomerId) : isNull(customers.nzCustomerId);
  await tx
    .update(customers)
    .set(set)
    .where(and(eq(customers.id, customerId), missing));
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new Error(`assignMarketIds: no customer ${customerId}`);
  return customer;
}

export function authRepository(db: Db) {
  return {
    insertTransaction: (row: SignInTransaction) => db.insert(signInTransactions).values(row),

    /** Takes the transaction out (a callback can use it once), or undefined. */
    takeTransaction: async (browserHash: string): Promise<SignInTransaction | undefined> =>
      (
        await db.delete(signInTransactions).where(eq(signInTransactions.browserHash, browserHash)).returning()
      )[0],

    deleteTransactionsBefore: (before: Date) =>
      db.delete(signInTransactions).where(lt(signInTransactions.createdAt, before)),

    /**
     * At sign-in: the customer of (issuer, subject), created the first time, with its email and country claim
     * refreshed and its ids in that country's market; the previous session of this browser ended and a new one
     * started — all or nothing.
     */
    signIn: (
      identity: Identity,
      session: Omit<SessionRow, 'customerId'>,
      previousHash: string | undefined,
      staffRole?: StaffRole,
    ) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(customers)
          .values(identity)
          .onConflictDoUpdate({
            target: [customers.issuer, customers.subject],
            set: { email: identity.email, country: identity.country, updatedAt: session.createdAt },
          })
          .returning({ id: customers.id });
        if (!row) throw new Error('signIn: the customer was neither written nor found');
        const customer = await assignMarketIds(tx, row.id, identity.country);
        if (previousHash) await tx.delete(sessions).where(eq(sessions.idHash, previousHash));
        await tx.insert(sessions).values({ ...session, customerId: customer.id });
        if (staffRole) {
          await tx.insert(staffSessions).values({
            sessionIdHash: session.idHash,
            customerId: customer.id,
            email: identity.email,
            role: staffRole,
          });
        }
        return customer;
      }),

    findSession: async (idHash: string) =>
      (
        await db
          .select({ session: sessions, customer: customers })
          .from(sessions)
          .innerJoin(customers, eq(customers.id, sessions.customerId))
          .where(eq(sessions.idHash, idHash))
      )[0],

    touchSession: (idHash: string, at: Date) =>
      db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash)),

    deleteSession: async (idHash: string): Promise<SessionRow | undefined> =>
      (await db.delete(sessions).where(eq(sessions.idHash, idHash)).returning())[0],
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
