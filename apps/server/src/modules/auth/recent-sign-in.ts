import type { IDToken } from 'openid-client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { CurrentSession } from './auth.service';

/** How old a sign-in may be for calls that hand out or destroy personal data (export, deletion). */
export const recentSignInMs = 15 * 60_000;

/** Added to the authorization request of `/gmauth/sign-in?reauth=1`: the provider asks for the password again. */
export const reauthenticationParameters = { prompt: 'login', max_age: '0' } as const;

/**
 * When the customer last entered their password, on our clock: the ID token's age of that authentication
 * (`iat - auth_time`, both the provider's clock, so skew between the machines does not matter) before now. A
 * provider that says nothing about it counts as now.
 * @example authenticatedAt({ iat: 1000, auth_time: 400 }, new Date('2025-01-01T00:10:00Z')) // 2025-01-01T00:00:00Z
 */
export function authenticatedAt(claims: Pick<IDToken, 'iat' | 'auth_time'>, now: Date): Date {
  if (typeof claims.auth_time !== 'number') return now;
  const ageSeconds = Math.max(0, claims.iat - claims.auth_time);
  return new Date(now.getTime() - ageSeconds * 1000);
}

/**
 * Refuses with 403 RecentSignInRequired when the session's password entry is older than `recentSignInMs`: the web
 * app then sends the customer through `/gmauth/sign-in?reauth=1` and back to the page.
 */
export function requireRecentSignIn(session: Pick<CurrentSession, 'authenticatedAt'>, clock: Clock): void {
  if (clock.now().getTime() - session.authenticatedAt.getTime() <= recentSignInMs) return;
  throw new AppError(
    403,
    'RecentSignInRequired',
    'For your security, please sign in again to continue. It only takes a moment.',
  );
}
