import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../http/app-error';

/** The header every state-changing API call must carry; a cross-site form or image cannot set it without a CORS preflight, which we never grant. */
export const clientHeader = 'x-showroom-client';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function refuse(message: string): AppError {
  return new AppError(403, 'Forbidden', message);
}

/**
 * Cross-site request protection for cookie-authenticated calls (ASVS 3.5.1–3.5.2, the BFF draft's custom header):
 * - a state-changing call under /api must carry the `X-Showroom-Client` header;
 * - a browser's `Sec-Fetch-Site` must say same-origin (or none, for a typed URL);
 * - an `Origin`, when sent, must be our own.
 */
export function checkCrossSite(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): void {
  if (safeMethods.has(request.method)) return;
  checkSameOrigin(request, allowedOrigins);
  if (!request.headers[clientHeader]) {
    throw refuse(`State-changing requests must carry the ${clientHeader} header.`);
  }
}

/**
 * The browser's own word that a request comes from our pages: `Sec-Fetch-Site` and `Origin` (HTML forms too).
 * An `Origin` equal to the address the request was sent to (scheme and Host) is same-origin as well: the shop opened
 * at http://127.0.0.1:3000 while PUBLIC_ORIGIN says localhost. A cross-site page cannot choose the Host its
 * victim's browser sends, so this admits no other site.
 */
export function checkSameOrigin(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): void {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') {
    throw refuse('Cross-site requests are not allowed.');
  }
  const origin = request.headers.origin;
  if (origin && !allowedOrigins.has(origin) && origin !== ownOrigin(request)) {
    throw refuse('Requests from another origin are not allowed.');
  }
}

function ownOrigin(request: FastifyRequest): string | undefined {
  return request.host ? `${request.protocol}://${request.host}` : undefined;
}

/**
 * The path a request reaches, spelt the way the router matches it: percent-escapes decoded, lower case (routes are
 * case-insensitive), repeated slashes folded. `/API/…`, `/Api/…` and `/%61pi/…` are all `/api/…`.
 */
export function routedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  return decoded.toLowerCase().replace(/\/+/g, '/');
}

/**
 * Checks every state-changing request to a path under `prefixes`, however it is spelt. A route's pattern is read
 * once, when the route is added: routes under a prefix get the check as their first own hook, the others nothing.
 * A request no route matches (the 404 envelope) is checked by its path as the router reads it. Call before any
 * route under a prefix is registered, after the security headers (a refusal carries them too).
 */
export function registerCsrfProtection(
  app: FastifyInstance,
  publicOrigin: string,
  prefixes: readonly string[] = ['/api/'],
): void {
  const allowed = new Set([publicOrigin]);
  const underPrefix = (path: string) => {
    for (const prefix of prefixes) if (path.startsWith(prefix)) return true;
    return false;
  };
  // The prefixes are spelt as routedPath spells them, so a path that starts with one as sent starts with it routed.
  const guarded = (path: string) => underPrefix(path) || underPrefix(routedPath(path));
  const check: onRequestHookHandler = (request, _reply, done) => {
    checkCrossSite(request, allowed);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (guarded(route.url)) route.onRequest = [check, ...[route.onRequest ?? []].flat()];
  });
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404 && guarded(request.url)) checkCrossSite(request, allowed);
    done();
  });
}
