import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { idpSecondFactorChallenges, idpStaffFactors } from '../../db/schema';
import type { Db } from '../../platform/db';

export type StaffFactor = typeof idpStaffFactors.$inferSelect;

const challengeMs = 5 * 60_000;
export const maxCodeAttempts = 5;

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
