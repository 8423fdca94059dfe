import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers of every reply, worked out once: a strict content security policy (no third-party hosts;
 * inline styles only, for the paint colour custom properties), no framing by others, no referrer leaks, HSTS when
 * served over HTTPS. The card provider's hosts (`paymentHosts`, Adyen's Drop-in) and the operator's map tile host
 * (`mapTileHosts`, images only) are the only third parties allowed, and only when configured. Helmet decides the headers (run once on a stand-in response); the request
 * hook then copies them (docs/performance.md: building them per request cost more than the rest of the pipeline).
 */
export function securityHeaders(options: {
  https: boolean;
  paymentHosts?: readonly string[];
  /** The operator's map tile host (`MAP_TILE_URL`), allowed for images only. */
  mapTileHosts?: readonly string[];
}): Record<string, string> {
  const provider = options.paymentHosts ?? [];
  const tiles = options.mapTileHosts ?? [];
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...provider],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...provider, ...tiles],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...provider],
        mediaSrc: ["'self'"],
        frameSrc: ["'self'", ...provider],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Sends the security headers and the request id (`x-request-id`) on every reply, from one cheap hook. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; paymentHosts?: readonly string[]; mapTileHosts?: readonly string[] },
): void {
  const headers = Object.entries(securityHeaders(options));
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    reply.header('x-request-id', request.id);
    done();
  });
}
