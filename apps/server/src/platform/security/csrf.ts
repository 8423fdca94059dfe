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

/** The browser's own word that a request comes from our pages: `Sec-Fetch-Site` and `Origin` (HTML forms too). */
export function checkSameOrigin(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): void {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') {
    throw refuse('Cross-site requests are not allowed.');
  }
  const origin = request.headers.origin;
  if (origin && !allowedOrigins.has(origin)) {
    throw refuse('Requests from another origin are not allowed.');
  }
}

export function registerCsrfProtection(
  app: FastifyInstance,
  publicOrigin: string,
  prefixes: readonly string[] = ['/api/'],
): void {
  const allowed = new Set([publicOrigin]);
  app.addHook('onRequest', async (request) => {
    if (prefixes.some((prefix) => request.url.startsWith(prefix))) checkCrossSite(request, allowed);
  });
}
