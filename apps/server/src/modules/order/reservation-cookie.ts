import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The reservation belongs to the browser that made it: an HttpOnly, SameSite=Lax cookie holding 256 random bits;
 * the database keeps only its SHA-256. Read straight from the Cookie header (no cookie plugin needed for one name).
 */
export const reservationCookie = 'showroom_reservation';
const maxAgeSeconds = 7 * 24 * 3600;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The hash of this browser's reservation token, if it sent one. */
export function browserTokenHash(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === reservationCookie && /^[A-Za-z0-9_-]{43}$/.test(value)) return hashToken(value);
  }
  return undefined;
}

function cookieAttributes(secure: boolean, maxAge: number): string {
  return ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`, ...(secure ? ['Secure'] : [])].join(
    '; ',
  );
}

/**
 * This browser's token hash when the shop issued its token, else a new token in a new cookie. A token the shop
 * never issued (one a client or another site planted: session fixation) is ignored, never adopted.
 */
export async function ensureBrowserToken(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
  issued: (tokenHash: string) => Promise<boolean>,
): Promise<string> {
  const existing = browserTokenHash(request);
  if (existing && (await issued(existing))) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.header('set-cookie', `${reservationCookie}=${token}; ${cookieAttributes(secure, maxAgeSeconds)}`);
  return hashToken(token);
}

/** Makes this browser forget its reservation token: after sign-out it no longer reads the orders it held. */
export function forgetBrowserToken(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', `${reservationCookie}=; ${cookieAttributes(secure, 0)}`);
}
