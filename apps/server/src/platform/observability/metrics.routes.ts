import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { registerHttpMetrics } from './http-metrics';
import { shopMetrics } from './shop-metrics';
import type { BackgroundWorker } from './worker-status';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/**
 * Prometheus metrics (docs/operations.md "Observability"): the process (CPU, memory, event-loop lag, GC), requests
 * per route, and the shop's figures. Served at GET /metrics only when METRICS_TOKEN is set, to a scraper sending
 * `Authorization: Bearer <token>` (any of the tokens while one is being replaced); anyone else gets a 401.
 * Call before any route is registered: the per-route timing is attached as routes are added.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: {
    tokens: readonly string[] | undefined;
    db: Db;
    clock: Clock;
    workers: () => readonly BackgroundWorker[];
    sharedState: { redisUp(): boolean | undefined; rateLimitFallbacks(): number };
  },
): void {
  const { tokens } = deps;
  if (!tokens) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'showroom_' });
  registerHttpMetrics(app, registry);
  const refresh = shopMetrics(registry, deps);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = bearer(request);
    if (!given || !tokens.some((token) => sameToken(given, token))) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('A metrics token is required.');
    }
    await refresh(deps.clock.now());
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
