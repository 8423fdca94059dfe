import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { pathForLog } from './logger';

/**
 * With tracing on, names each request's server span by its route template (`POST /api/Order/place-reservation`)
 * and sets `http.route`, which the HTTP instrumentation cannot know; the URL attributes it recorded are replaced
 * by the masked path of the logs (no query, no identifying segment). The client's address (`client.address`) is
 * set only when a proxy TRUST_PROXY trusts forwarded the request (Fastify's `request.ip` then comes from
 * `X-Forwarded-For`); otherwise the span carries none (tracing.ts drops the instrumentation's own).
 * Registered only when tracing is configured.
 */
export function nameRouteSpans(app: FastifyInstance, options: { trustProxy: boolean }): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const span = trace.getActiveSpan();
    if (span) {
      const path = pathForLog(request.url);
      span.setAttributes({ 'http.target': path, 'http.url': path, 'url.path': path, 'url.query': '' });
      if (options.trustProxy && request.ip !== request.socket.remoteAddress) {
        span.setAttribute('client.address', request.ip);
      }
      const route = request.is404 ? undefined : request.routeOptions.url;
      if (route) {
        span.updateName(`${request.method} ${route}`);
        span.setAttribute('http.route', route);
      }
    }
    done();
  });
}
