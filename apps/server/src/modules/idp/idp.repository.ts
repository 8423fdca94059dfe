import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  idpAccounts,
  idpEmailProofs,
  idpKeys,
  idpPasswordResets,
  idpSignInThrottle,
  idpStore,
} from '../../db/schema';
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
      account: Pick<IdpAccount, 'email' | 'passwordHash' | 'country' | 'firstName' | 'lastName'> &
        Partial<Pick<IdpAccount, 'emailVerifiedAt'>>,
    ): Promise<IdpAccount | undefined> =>
      (await db.insert(idpAccounts).values(account).onConflictDoNothing().returning())[0],

    /** An operator vouches for the address (`npm run staff`); a proof already made stays as it was. */
    markEmailVerified: (accountId: string, now: Date) =>
      db
        .update(idpAccounts)
        .set({ emailVerifiedAt: now })
        .where(and(eq(idpAccounts.id, accountId), isNull(idpAccounts.emailVerifiedAt))),

    insertEmailProof: (tx: DbExecutor, proof: typeof idpEmailProofs.$inferInsert) =>
      tx.insert(idpEmailProofs).values(proof),

    /** When the account was last sent a link to prove its address (undefined: never). */
    lastEmailProofSentAt: async (accountId: string): Promise<Date | undefined> =>
      (
        await db
          .select({ sentAt: idpEmailProofs.sentAt })
          .from(idpEmailProofs)
          .where(eq(idpEmailProofs.accountId, accountId))
          .orderBy(desc(idpEmailProofs.sentAt))
          .limit(1)
      )[0]?.sentAt,

    findUsableEmailProof: async (tokenHash: string, now: Date) =>
      (
        await db
          .select()
          .from(idpEmailProofs)
          .where(
            and(
              eq(idpEmailProofs.tokenHash, tokenHash),
              isNull(idpEmailProofs.usedAt),
              gt(idpEmailProofs.expiresAt, now),
            ),
          )
      )[0],

    /**
     * Uses the link once and marks the address proved, in one transaction: the account, or undefined when the link
     * was used, ran out or never existed.
     */
    proveEmail: (tokenHash: string, now: Date) =>
      db.transaction(async (tx) => {
        const [used] = await tx
          .update(idpEmailProofs)
          .set({ usedAt: now })
          .where(
            and(
              eq(idpEmailProofs.tokenHash, tokenHash),
              isNull(idpEmailProofs.usedAt),
              gt(idpEmailProofs.expiresAt, now),
            ),
          )
          .returning({ accountId: idpEmailProofs.accountId });
        if (!used) return undefined;
        const [account] = await tx
          .update(idpAccounts)
          .set({
            emailVerifiedAt: sql`coalesce(${idpAccounts.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(eq(idpAccounts.id, used.accountId))
          .returning();
        return account;
      }),

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
          // The reset link reached the address: that proves it as the sign-up link would.
          .set({
            passwordHash,
            passwordChangedAt: now,
            emailVerifiedAt: sql`coalesce(${idpAccounts.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          })
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
