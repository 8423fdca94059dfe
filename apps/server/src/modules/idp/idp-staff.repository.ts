import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { idpSecondFactorChallenges, idpStaffFactors } from '../../db/schema';
import type { Db } from '../../platform/db';

export type StaffFactor = typeof idpStaffFactors.$inferSelect;

const challengeMs = 5 * 60_000;
export const maxCodeAttempts = 5;
/** Wrong codes an account may get in `codeWindowMs` across all its sign-ins before its factor locks for as long. */
export const maxFailedCodes = 10;
export const codeWindowMs = 15 * 60_000;

/** The embedded provider's staff accounts: role and TOTP secret, and the sign-ins waiting for their code. */
export function idpStaffRepository(db: Db) {
  return {
    findFactor: async (accountId: string): Promise<StaffFactor | undefined> =>
      (await db.select().from(idpStaffFactors).where(eq(idpStaffFactors.accountId, accountId)))[0],

    saveFactor: (factor: Pick<StaffFactor, 'accountId' | 'role' | 'totpSecret'>) =>
      db
        .insert(idpStaffFactors)
        .values(factor)
        .onConflictDoUpdate({
          target: idpStaffFactors.accountId,
          set: { role: factor.role, totpSecret: factor.totpSecret, lastCounter: 0 },
        }),

    /** Records the step of an accepted code; false when another sign-in used this step or a later one first. */
    useCounter: async (accountId: string, counter: number) =>
      (
        await db
          .update(idpStaffFactors)
          .set({ lastCounter: counter })
          .where(and(eq(idpStaffFactors.accountId, accountId), lt(idpStaffFactors.lastCounter, counter)))
          .returning()
      ).length > 0,

    /**
     * Counts a wrong code against the account, whatever sign-in it came from: the tenth in 15 minutes locks the
     * factor for 15 minutes (and starts the count again). Answers whether this one locked it.
     */
    failedCode: async (accountId: string, now: Date): Promise<boolean> => {
      const windowStart = new Date(now.getTime() - codeWindowMs);
      const inWindow = sql`${idpStaffFactors.failedSince} > ${windowStart}`;
      const count = sql`case when ${inWindow} then ${idpStaffFactors.failedCodes} + 1 else 1 end`;
      const [row] = await db
        .update(idpStaffFactors)
        .set({
          failedCodes: sql`case when ${count} >= ${maxFailedCodes} then 0 else ${count} end`,
          failedSince: sql`case when ${count} >= ${maxFailedCodes} or not ${inWindow} or ${idpStaffFactors.failedSince} is null then ${now} else ${idpStaffFactors.failedSince} end`,
          lockedUntil: sql`case when ${count} >= ${maxFailedCodes} then ${new Date(now.getTime() + codeWindowMs)} else ${idpStaffFactors.lockedUntil} end`,
        })
        .where(eq(idpStaffFactors.accountId, accountId))
        .returning({ lockedUntil: idpStaffFactors.lockedUntil });
      return row?.lockedUntil !== null && row?.lockedUntil !== undefined && row.lockedUntil > now;
    },

    openChallenge: (interactionUid: string, accountId: string, now: Date) =>
      db
        .insert(idpSecondFactorChallenges)
        .values({ interactionUid, accountId, expiresAt: new Date(now.getTime() + challengeMs) })
        .onConflictDoUpdate({
          target: idpSecondFactorChallenges.interactionUid,
          set: { accountId, attempts: 0, expiresAt: new Date(now.getTime() + challengeMs) },
        }),

    /** The open challenge of this interaction with one more attempt counted, or undefined (none, expired). */
    countAttempt: async (interactionUid: string, now: Date) =>
      (
        await db
          .update(idpSecondFactorChallenges)
          .set({ attempts: sql`${idpSecondFactorChallenges.attempts} + 1` })
          .where(
            and(
              eq(idpSecondFactorChallenges.interactionUid, interactionUid),
              gt(idpSecondFactorChallenges.expiresAt, now),
            ),
          )
          .returning()
      )[0],

    closeChallenge: (interactionUid: string) =>
      db
        .delete(idpSecondFactorChallenges)
        .where(eq(idpSecondFactorChallenges.interactionUid, interactionUid)),
  };
}

export type IdpStaffRepository = ReturnType<typeof idpStaffRepository>;
