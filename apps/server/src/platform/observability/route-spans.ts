import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';

/**
 * With tracing on, names each request's server span by its route template (`POST /api/Order/place-reservation`)
 * and sets `http.route`, which the HTTP instrumentation cannot know. Registered only when tracing is configured.
 */
export function nameRouteSpans(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const span = trace.getActiveSpan();
    const route = request.is404 ? undefined : request.routeOptions.url;
    if (!span || !route) return;
    span.updateName(`${request.method} ${route}`);
    span.setAttribute('http.route', route);
  });
}
