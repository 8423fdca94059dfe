import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { type DbExecutor, enqueueEmail } from '../../platform/mail';
import { clearAccountThrottles, type IdpAccount, type IdpRepository } from './idp.repository';
import type { PasswordHasher } from './password-hash';
import { accountClientKey, afterFailure, lockedUntil, type ThrottleKind } from './throttle';

const resetLinkMs = 60 * 60_000;
/** How long a link that proves the address works, and how often a sign-in attempt may send another. */
export const emailProofLinkMs = 60 * 60_000;
const emailProofResendMs = 2 * 60_000;

export const unprovedEmailMessage =
  'Confirm your email address first: we have sent a link to it. Open the link, then sign in here.';
const emailPattern = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]{2,}$/;

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function passwordProblem(password: string): string | undefined {
  if (password.length < 10) return 'Choose a password of at least 10 characters.';
  if (password.length > 128) return 'Choose a password of at most 128 characters.';
  return undefined;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  country: string;
}

/** The embedded provider's account rules: sign-in with throttling, create account, forgot and reset password. */
/** Ends the shop's own sessions of an account of this provider, in the transaction that changes its password. */
export type EndShopSessions = (tx: DbExecutor, accountId: string) => Promise<void>;

export function idpService(deps: {
  db: Db;
  repository: IdpRepository;
  clock: Clock;
  origin: string;
  endShopSessions: EndShopSessions;
  passwords: PasswordHasher;
}) {
  const { repository, clock, passwords } = deps;

  async function recordFailure(keys: [ThrottleKind, string][], now: Date): Promise<boolean> {
    let locked = false;
    for (const [kind, key] of keys) {
      const row = afterFailure(kind, key, await repository.findThrottle(key), now);
      await repository.saveThrottle(row);
      locked ||= Boolean(lockedUntil(row, now));
    }
    return locked;
  }

  /** Emails a one-time link that proves the address (with the sign-up email, or again at a sign-in before it). */
  async function sendEmailProof(account: IdpAccount) {
    const now = clock.now();
    const token = randomBytes(32).toString('base64url');
    await deps.db.transaction(async (tx) => {
      await repository.insertEmailProof(tx, {
        tokenHash: sha256(token),
        accountId: account.id,
        sentAt: now,
        expiresAt: new Date(now.getTime() + emailProofLinkMs),
      });
      await enqueueEmail(tx, {
        to: account.email,
        template: 'account-sign-up',
        data: {
          country: account.country,
          firstName: account.firstName,
          existing: false,
          signInUrl: `${deps.origin}/gmauth/sign-in`,
          confirmUrl: `${deps.origin}/idp/verify/${token}`,
        },
      });
    });
  }

  const lockMessage = (until: Date, now: Date) =>
    `Too many failed sign-in attempts. Try again in ${Math.ceil((until.getTime() - now.getTime()) / 60_000)} minutes, or reset your password.`;

  return {
    async signIn(rawEmail: string, password: string, ip: string): Promise<Outcome<string>> {
      const now = clock.now();
      const email = normaliseEmail(rawEmail);
      const keys: [ThrottleKind, string][] = [
        ['email', accountClientKey(email, ip)],
        ['ip', `ip:${ip}`],
      ];
      for (const [, key] of keys) {
        const until = lockedUntil(await repository.findThrottle(key), now);
        if (until) return { ok: false, error: lockMessage(until, now) };
      }
      const account = email ? await repository.findAccountByEmail(email) : undefined;
      const matches = await passwords.verify(password, account?.passwordHash);
      if (!account || !matches) {
        const locked = await recordFailure(keys, now);
        const until = locked ? new Date(now.getTime() + 15 * 60_000) : undefined;
        return { ok: false, error: until ? lockMessage(until, now) : 'The email or password is incorrect.' };
      }
      await repository.clearThrottle(accountClientKey(email, ip));
      // Until the owner of the address opened a link sent to it, the account signs in to nothing (probe N1).
      if (!account.emailVerifiedAt) {
        const last = await repository.lastEmailProofSentAt(account.id);
        if (!last || now.getTime() - last.getTime() >= emailProofResendMs) await sendEmailProof(account);
        return { ok: false, error: unprovedEmailMessage };
      }
      return { ok: true, value: account.id };
    },

    async createAccount(input: NewAccount): Promise<Outcome<undefined>> {
      const email = normaliseEmail(input.email);
      const firstName = input.firstName.trim();
      const lastName = input.lastName.trim();
      if (input.country !== 'AU' && input.country !== 'NZ')
        return { ok: false, error: 'Choose your country.' };
      if (!firstName || firstName.length > 80) return { ok: false, error: 'Require Valid First Name' };
      if (!lastName || lastName.length > 80) return { ok: false, error: 'Require Valid Last Name' };
      if (!emailPattern.test(email) || email.length > 254) {
        return { ok: false, error: 'Invalid email format. Please enter a valid email address.' };
      }
      const weak = passwordProblem(input.password);
      if (weak) return { ok: false, error: weak };
      const created = await repository.insertAccount({
        email,
        passwordHash: await passwords.hash(input.password),
        country: input.country,
        firstName,
        lastName,
      });
      // The page answers alike either way (no account enumeration); the email tells the owner which it was. A new
      // account's email carries the link that proves the address; a taken address gets no link (whoever set the
      // password of an account not yet proved does not get it proved: the owner can reset the password instead).
      if (created) {
        await sendEmailProof(created);
        return { ok: true, value: undefined };
      }
      const account = await repository.findAccountByEmail(email);
      if (account) {
        await enqueueEmail(deps.db, {
          to: account.email,
          template: 'account-sign-up',
          data: {
            country: account.country,
            firstName: account.firstName,
            existing: true,
            signInUrl: `${deps.origin}/gmauth/sign-in`,
          },
        });
      }
      return { ok: true, value: undefined };
    },

    emailProofIsUsable: async (token: string) =>
      Boolean(await repository.findUsableEmailProof(sha256(token), clock.now())),

    /** Uses a sign-up link: the address is proved and the account may sign in. */
    async proveEmail(token: string): Promise<Outcome<null>> {
      const account = await repository.proveEmail(sha256(token), clock.now());
      if (!account) return { ok: false, error: 'This link has expired or was used already.' };
      return { ok: true, value: null };
    },

    /** Emails a one-time link when the account exists; says nothing either way. */
    async forgotPassword(rawEmail: string): Promise<void> {
      const account = await repository.findAccountByEmail(normaliseEmail(rawEmail));
      if (!account) return;
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock.now().getTime() + resetLinkMs);
      await deps.db.transaction(async (tx) => {
        await repository.insertReset(tx, { tokenHash: sha256(token), accountId: account.id, expiresAt });
        await enqueueEmail(tx, {
          to: account.email,
          template: 'password-reset',
          data: {
            country: account.country,
            firstName: account.firstName,
            resetUrl: `${deps.origin}/idp/reset/${token}`,
            expiresAt,
          },
        });
      });
    },

    resetLinkIsUsable: async (token: string) =>
      Boolean(await repository.findUsableReset(sha256(token), clock.now())),

    async resetPassword(token: string, password: string): Promise<Outcome<null>> {
      const now = clock.now();
      const reset = await repository.findUsableReset(sha256(token), now);
      if (!reset)
        return { ok: false, error: 'This link has expired or was used already. Ask for a new one.' };
      const weak = passwordProblem(password);
      if (weak) return { ok: false, error: weak };
      // Every session of the account ends with the old password: the provider's and the shop's.
      const done = await repository.resetPassword(
        reset.tokenHash,
        reset.accountId,
        await passwords.hash(password),
        now,
        deps.endShopSessions,
      );
      if (!done) return { ok: false, error: 'This link has expired or was used already. Ask for a new one.' };
      const account = await repository.findAccountById(reset.accountId);
      if (account) await clearAccountThrottles(deps.db, account.email);
      return { ok: true, value: null };
    },
  };
}

export type IdpService = ReturnType<typeof idpService>;
