import type { FastifyInstance, FastifyRequest } from 'fastify';
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

export function registerCsrfProtection(
  app: FastifyInstance,
  publicOrigin: string,
  prefixes: readonly string[] = ['/api/'],
): void {
  const allowed = new Set([publicOrigin]);
  app.addHook('onRequest', async (request) => {
    // The matched route's own pattern when there is one, else the path as the router would read it.
    const path = routedPath(request.routeOptions.url ?? request.url);
    if (prefixes.some((prefix) => path.startsWith(prefix))) checkCrossSite(request, allowed);
  });
}
