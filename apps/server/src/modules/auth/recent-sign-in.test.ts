import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { authenticatedAt, recentSignInMs, requireRecentSignIn } from './recent-sign-in';

describe('recent sign-in', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it("dates the password entry by the ID token's own age of it, whatever the provider's clock says", () => {
    // The provider's clock runs an hour ahead: only iat - auth_time (600 s) counts.
    const iat = now.getTime() / 1000 + 3600;
    expect(authenticatedAt({ iat, auth_time: iat - 600 }, now)).toEqual(new Date('2026-03-01T09:50:00Z'));
    expect(authenticatedAt({ iat, auth_time: iat + 5 }, now)).toEqual(now);
    expect(authenticatedAt({ iat }, now)).toEqual(now);
  });

  it('lets a sign-in of the last 15 minutes through and refuses an older one with RecentSignInRequired', () => {
    const clock = fixedClock(now);
    expect(() =>
      requireRecentSignIn({ authenticatedAt: new Date(now.getTime() - recentSignInMs) }, clock),
    ).not.toThrow();
    expect(() =>
      requireRecentSignIn({ authenticatedAt: new Date(now.getTime() - recentSignInMs - 1) }, clock),
    ).toThrow(expect.objectContaining({ statusCode: 403, errorCode: 'RecentSignInRequired' }));
  });
});
