import type { CookieSerializeOptions } from '@fastify/cookie';

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The session and sign-in cookies: `__Host-` prefixed and Secure on HTTPS and on this machine (browsers treat
 * http://localhost as secure); plain names without Secure only for local HTTP on another host name, where a
 * browser would refuse both. Always HttpOnly, Path=/, no Domain.
 */
export function sessionCookies(publicOrigin: string, absoluteMs: number) {
  const url = new URL(publicOrigin);
  const secure = url.protocol === 'https:' || loopback.has(url.hostname);
  const prefix = secure ? '__Host-' : '';
  const base: CookieSerializeOptions = { path: '/', httpOnly: true, secure };
  return {
    session: {
      name: `${prefix}showroom-session`,
      options: {
        ...base,
        sameSite: 'strict',
        maxAge: Math.floor(absoluteMs / 1000),
      } as CookieSerializeOptions,
    },
    /** Binds a sign-in in progress to this browser; Lax, because the provider sends the browser back cross-site. */
    signIn: {
      name: `${prefix}showroom-sign-in`,
      options: { ...base, sameSite: 'lax', maxAge: 10 * 60 } as CookieSerializeOptions,
    },
  };
}

export type SessionCookies = ReturnType<typeof sessionCookies>;
