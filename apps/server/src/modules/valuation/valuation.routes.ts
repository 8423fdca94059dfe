import type { FastifyInstance } from 'fastify';
import { widgetPage, widgetScript } from './valuation-widget.page';

/**
 * The embedded valuation widget the shop frames in its 'Get an instant valuation' dialog (not part of the /api
 * contract). Only this shop may frame it (the global CSP's frame-ancestors 'self'); its script is a file, so
 * the CSP needs no inline script. Cached for an hour; it holds no personal data.
 */
export function valuationRoutes() {
  return async (app: FastifyInstance) => {
    app.get('/valuation/widget', { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(widgetPage),
    );
    app.get('/valuation/widget.js', { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/javascript; charset=utf-8')
        .send(widgetScript),
    );
  };
}
