import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { idpAccounts, idpKeys, idpPasswordResets, idpSignInThrottle, idpStore } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { DbExecutor } from '../../platform/mail';
import { accountThrottlePrefix } from './throttle';

export type IdpAccount = typeof idpAccounts.$inferSelect;
export type ThrottleRow = typeof idpSignInThrottle.$inferSelect;

export function idpRepository(db: Db) {
  return {
    findAccountByEmail: async (email: string): Promise<IdpAccount | undefined> =>
      (await db.select().from(idpAccounts).where(eq(idpAccounts.email, email)))[0],

    findAccountById: async (id: string): Promise<IdpAccount | undefined> =>
      (await db.select().from(idpAccounts).where(eq(idpAccounts.id, id)))[0],

    /** Undefined when the email is taken. */
    insertAccount: async (
      account: Pick<IdpAccount, 'email' | 'passwordHash' | 'country' | 'firstName' | 'lastName'>,
    ): Promise<IdpAccount | undefined> =>
      (await db.insert(idpAccounts).values(account).onConflictDoNothing().returning())[0],

    insertReset: (tx: DbExecutor, reset: typeof idpPasswordResets.$inferInsert) =>
      tx.insert(idpPasswordResets).values(reset),

    findUsableReset: async (tokenHash: string, now: Date) =>
      (
        await db
          .select()
          .from(idpPasswordResets)
          .where(
            and(
              eq(idpPasswordResets.tokenHash, tokenHash),
              isNull(idpPasswordResets.usedAt),
              gt(idpPasswordResets.expiresAt, now),
            ),
          )
      )[0],

    /**
     * Marks the link used, sets the password and ends every session of the account (the provider's here, the
     * shop's by `endShopSessions`) in one transaction; false when the link was used meanwhile.
     */
    resetPassword: (
      tokenHash: string,
      accountId: string,
      passwordHash: string,
      now: Date,
      endShopSessions: (tx: DbExecutor, accountId: string) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        const used = await tx
          .update(idpPasswordResets)
          .set({ usedAt: now })
          .where(and(eq(idpPasswordResets.tokenHash, tokenHash), isNull(idpPasswordResets.usedAt)))
          .returning({ tokenHash: idpPasswordResets.tokenHash });
        if (used.length === 0) return false;
        await tx
          .update(idpAccounts)
          .set({ passwordHash, passwordChangedAt: now })
          .where(eq(idpAccounts.id, accountId));
        await endProviderSessions(tx, accountId);
        await endShopSessions(tx, accountId);
        return true;
      }),

    findThrottle: async (key: string): Promise<ThrottleRow | undefined> =>
      (await db.select().from(idpSignInThrottle).where(eq(idpSignInThrottle.key, key)))[0],

    saveThrottle: (row: ThrottleRow) =>
      db
        .insert(idpSignInThrottle)
        .values(row)
        .onConflictDoUpdate({
          target: idpSignInThrottle.key,
          set: { failures: row.failures, windowStartedAt: row.windowStartedAt, lockedUntil: row.lockedUntil },
        }),

    clearThrottle: (key: string) => db.delete(idpSignInThrottle).where(eq(idpSignInThrottle.key, key)),

    /** The stored value of a key, made by `create` the first time (the first of several instances wins). */
    keyValue: async <T>(name: string, create: () => T): Promise<T> => {
      await db.insert(idpKeys).values({ name, value: create() }).onConflictDoNothing();
      const [row] = await db.select().from(idpKeys).where(eq(idpKeys.name, name));
      if (!row) throw new Error(`idp key ${name} was neither written nor found`);
      return row.value as T;
    },

    /** Replaces a stored key value (key rotation, `npm run keys`). */
    setKeyValue: async (name: string, value: unknown): Promise<void> => {
      await db
        .insert(idpKeys)
        .values({ name, value })
        .onConflictDoUpdate({ target: idpKeys.name, set: { value } });
    },
  };
}

export type IdpRepository = ReturnType<typeof idpRepository>;

/** Forgets an account's failed sign-ins from every client (its password was reset, or it is erased). */
export function clearAccountThrottles(executor: DbExecutor, email: string) {
  return executor
    .delete(idpSignInThrottle)
    .where(sql`starts_with(${idpSignInThrottle.key}, ${accountThrottlePrefix(email)})`);
}

/** Ends the provider's sessions of an account, with its grants, codes and tokens (they name it in their payload). */
export function endProviderSessions(executor: DbExecutor, accountId: string) {
  return executor.delete(idpStore).where(sql`${idpStore.payload}->>'accountId' = ${accountId}`);
}
