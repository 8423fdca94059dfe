import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestCookie } from '../http/cookies';

/** The cookie that keeps the operator's token after the first visit (HttpOnly, SameSite=Strict, the mailbox only). */
const cookieName = 'dev_mailbox';
const mailboxPath = '/__dev/mailbox';

/** Whether the TCP peer is this machine (the socket's own address: X-Forwarded-For is not consulted). */
export function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * The mailbox shows password-reset links, so it answers only the operator: a client on this machine holding the
 * token printed at start-up (`?token=…` once, then a cookie). Anyone else gets the same 404 as a shop without it.
 * Returns whether the request may go on; otherwise the reply has been sent.
 */
export function mailboxAccess(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!fromLoopback(request)) return notFound(reply);
    if (sameToken(query?.token, token)) {
      // Swap the token in the address for a cookie, so it leaves the address bar and the history.
      return reply
        .setCookie(cookieName, token, { path: mailboxPath, httpOnly: true, sameSite: 'strict' })
        .header('cache-control', 'no-store')
        .redirect(request.url.split('?', 1)[0] ?? mailboxPath, 303);
    }
    if (!sameToken(requestCookie(request, cookieName), token)) return notFound(reply);
  };
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}
