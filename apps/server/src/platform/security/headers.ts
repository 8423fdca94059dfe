import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers: a strict content security policy (no third-party hosts; inline styles only, for the
 * paint colour custom properties), no framing by others, no referrer leaks, HSTS when served over HTTPS. The card
 * provider's hosts (`paymentHosts`, Adyen's Drop-in) are the only third parties allowed, and only when configured.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; paymentHosts?: readonly string[] },
): Promise<void> {
  const provider = options.paymentHosts ?? [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...provider],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...provider],
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
}
