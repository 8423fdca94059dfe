import type { Clock } from '../../platform/clock';
import { type IdpStaffRepository, maxCodeAttempts } from './idp-staff.repository';
import { verifyTotp } from './totp';

type Verified = { ok: true; value: string } | { ok: false; error: string; restart: boolean };

/**
 * The second step of a staff account's sign-in: after its password, the interaction waits (five minutes, five
 * tries) for a TOTP code; a code is accepted once.
 */
export function idpSecondFactor(deps: { repository: IdpStaffRepository; clock: Clock }) {
  const { repository, clock } = deps;
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
      if (challenge.attempts > maxCodeAttempts) {
        await repository.closeChallenge(interactionUid);
        return restart('Too many wrong codes. Sign in again.');
      }
      const factor = await repository.findFactor(challenge.accountId);
      const counter = factor
        ? verifyTotp(factor.totpSecret, code.trim(), now, factor.lastCounter)
        : undefined;
      if (counter === undefined || !(await repository.useCounter(challenge.accountId, counter))) {
        return { ok: false, error: 'That code is not right. Enter the current code.', restart: false };
      }
      await repository.closeChallenge(interactionUid);
      return { ok: true, value: challenge.accountId };
    },
  };
}
