import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { pathForLog } from './logger';

/**
 * With tracing on, names each request's server span by its route template (`POST /api/Order/place-reservation`)
 * and sets `http.route`, which the HTTP instrumentation cannot know; the URL attributes it recorded are replaced
 * by the masked path of the logs (no query, no identifying segment). Registered only when tracing is configured.
 */
export function nameRouteSpans(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const span = trace.getActiveSpan();
    if (span) {
      const path = pathForLog(request.url);
      span.setAttributes({ 'http.target': path, 'http.url': path, 'url.path': path, 'url.query': '' });
      const route = request.is404 ? undefined : request.routeOptions.url;
      if (route) {
        span.updateName(`${request.method} ${route}`);
        span.setAttribute('http.route', route);
      }
    }
    done();
  });
}
