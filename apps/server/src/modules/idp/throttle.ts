import type { ThrottleRow } from './idp.repository';

/**
 * Failures allowed per key within the window before it is locked for `lockMs`. `email` counts one account's
 * failures from one client (so a stranger's guesses never lock the owner out), `ip` every failure of one client.
 */
export const throttleLimits = {
  email: { failures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  ip: { failures: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
} as const;

export type ThrottleKind = keyof typeof throttleLimits;

/** The prefix of every throttle key of an account's email (cleared when its password is reset or it is erased). */
export const accountThrottlePrefix = (email: string) => `email:${email}|`;

/** The key counting one account's failed sign-ins from one client. */
export const accountClientKey = (email: string, ip: string) => `${accountThrottlePrefix(email)}ip:${ip}`;

/** When the key may try again, or undefined when it is not locked. */
export function lockedUntil(row: ThrottleRow | undefined, now: Date): Date | undefined {
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : undefined;
}

/** The row after one more failure: a new window when the last one ended, a lock when the limit is reached. */
export function afterFailure(
  kind: ThrottleKind,
  key: string,
  row: ThrottleRow | undefined,
  now: Date,
): ThrottleRow {
  const limit = throttleLimits[kind];
  const inWindow = row && now.getTime() - row.windowStartedAt.getTime() < limit.windowMs;
  const failures = inWindow ? row.failures + 1 : 1;
  const windowStartedAt = inWindow ? row.windowStartedAt : now;
  return {
    key,
    failures: failures >= limit.failures ? 0 : failures,
    windowStartedAt: failures >= limit.failures ? now : windowStartedAt,
    lockedUntil: failures >= limit.failures ? new Date(now.getTime() + limit.lockMs) : null,
  };
}
