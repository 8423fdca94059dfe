import type { FastifyRequest } from 'fastify';

/**
 * A cookie the request carries. @fastify/cookie is registered without its parsing hook (app.ts): the few routes
 * that read a cookie (sign-in, session, the operator's mailbox) parse the Cookie header when they first ask, and
 * every other request (assets, catalogue calls) never pays for it (docs/performance.md).
 */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  if (!request.cookies) {
    const header = request.headers.cookie;
    request.cookies = header ? request.server.parseCookie(header) : {};
  }
  return request.cookies[name];
}
