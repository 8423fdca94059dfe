import { eq } from 'drizzle-orm';
import { idpAccounts } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { enqueueEmail } from '../../platform/mail';
import { recordStaffAction } from '../staff';
import {
  codeWindowMs,
  type IdpStaffRepository,
  maxCodeAttempts,
  maxFailedCodes,
} from './idp-staff.repository';
import { verifyTotp } from './totp';

type Verified = { ok: true; value: string } | { ok: false; error: string; restart: boolean };

const lockedText =
  'Too many wrong codes for this account: its sign-in is locked for 15 minutes. We have emailed you about it.';

/**
 * The second step of a staff account's sign-in: after its password, the interaction waits (five minutes, five
 * tries) for a TOTP code; a code is accepted once. Wrong codes also count per account across sign-ins: the tenth
 * in 15 minutes locks the factor for 15 minutes, which no new sign-in undoes, emails the staff member and is kept
 * in the audit log (security probe N2).
 */
export function idpSecondFactor(deps: { db: Db; repository: IdpStaffRepository; clock: Clock }) {
  const { repository, clock } = deps;

  /** Tells the staff member and the audit log that the factor is locked. */
  async function locked(accountId: string, now: Date): Promise<void> {
    const lockedUntil = new Date(now.getTime() + codeWindowMs);
    await deps.db.transaction(async (tx) => {
      const [account] = await tx.select().from(idpAccounts).where(eq(idpAccounts.id, accountId));
      if (!account) return;
      await enqueueEmail(tx, {
        to: account.email,
        template: 'staff-code-locked',
        dedupeKey: `staff-code-locked:${accountId}:${now.toISOString()}`,
        data: {
          country: account.country,
          firstName: account.firstName,
          wrongCodes: maxFailedCodes,
          lockedUntil,
        },
      });
      await recordStaffAction(
        tx,
        {
          staffId: accountId,
          staffEmail: account.email,
          action: 'staff-second-factor-locked',
          entity: 'staff-account',
          entityId: accountId,
          before: null,
          after: { wrongCodes: maxFailedCodes, lockedUntil: lockedUntil.toISOString() },
        },
        now,
      );
    });
  }

  return {
    /** Whether this account needs a code; if so the interaction now waits for it. */
    async required(accountId: string, interactionUid: string): Promise<boolean> {
      if (!(await repository.findFactor(accountId))) return false;
      await repository.openChallenge(interactionUid, accountId, clock.now());
      return true;
    },

    async verify(interactionUid: string, code: string): Promise<Verified> {
      const now = clock.now();
      const challenge = await repository.countAttempt(interactionUid, now);
      const restart = (error: string): Verified => ({ ok: false, error, restart: true });
      if (!challenge) return restart('Sign in again: the code was not entered in time.');
      const factor = await repository.findFactor(challenge.accountId);
      if (factor?.lockedUntil && factor.lockedUntil > now) {
        await repository.closeChallenge(interactionUid);
        return restart(lockedText);
      }
      if (challenge.attempts > maxCodeAttempts) {
        await repository.closeChallenge(interactionUid);
        return restart('Too many wrong codes. Sign in again.');
      }
      const counter = factor
        ? verifyTotp(factor.totpSecret, code.trim(), now, factor.lastCounter)
        : undefined;
      if (counter === undefined || !(await repository.useCounter(challenge.accountId, counter))) {
        if (await repository.failedCode(challenge.accountId, now)) {
          await repository.closeChallenge(interactionUid);
          await locked(challenge.accountId, now);
          return restart(lockedText);
        }
        return { ok: false, error: 'That code is not right. Enter the current code.', restart: false };
      }
      await repository.closeChallenge(interactionUid);
      return { ok: true, value: challenge.accountId };
    },
  };
}
