import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from '../../env';
import type { Clock } from '../clock';
import { fallbackStore } from './rate-limit-store';
import { connectRedis, redisReady } from './redis';
import { memoryCache, redisCache, type SharedCache } from './shared-cache';

export interface SharedState {
  /** Where the shared state lives: `redis` (REDIS_URL) or `memory` (this process). */
  readonly kind: 'redis' | 'memory';
  /** The connection, when there is one (readiness reports it). */
  readonly redis?: Redis;
  /** A named cache shared by every instance (Redis) or kept by this one. */
  cache(name: string): SharedCache;
  /** Whether Redis answers now (undefined without REDIS_URL): /api/ready and `showroom_redis_up`. */
  redisUp(): boolean | undefined;
  /** Rate-limit counts this instance took alone because Redis did not answer (`showroom_rate_limit_fallbacks_total`). */
  rateLimitFallbacks(): number;
}

/**
 * What every instance behind a balancer must share, and nothing else: the rate-limit counters (else N instances
 * allow N times each limit) and the caches of paid outside calls. With REDIS_URL in Redis, else in this process.
 * Registers @fastify/rate-limit (limits are set per route, `config.rateLimit`). While Redis is unreachable each
 * instance counts on its own (rate-limit-store.ts): the limits hold per instance, never open; the instance reports
 * not ready (a balancer with a healthy instance sends there) and the caches miss.
 */
export async function registerSharedState(
  app: FastifyInstance,
  env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  clock: Clock,
): Promise<SharedState> {
  if (!env.REDIS_URL) {
    await app.register(rateLimit, { global: false });
    return {
      kind: 'memory',
      cache: () => memoryCache(clock),
      redisUp: () => undefined,
      rateLimitFallbacks: () => 0,
    };
  }
  const redis = connectRedis(env.REDIS_URL, app.log.child({ component: 'redis' }));
  app.addHook('onReady', async () => {
    if (!(await redisReady(redis, 5_000))) {
      app.log.warn('Redis did not answer within 5 s: starting with limits and caches falling back');
    }
  });
  app.addHook('onClose', async () => redis.disconnect());
  const health = { fallbacks: 0 };
  await app.register(rateLimit, {
    global: false,
    store: fallbackStore(redis, `${env.REDIS_KEY_PREFIX}rate-limit:`, health),
  });
  return {
    kind: 'redis',
    redis,
    redisUp: () => redis.status === 'ready',
    rateLimitFallbacks: () => health.fallbacks,
    cache: (name) => redisCache(redis, `${env.REDIS_KEY_PREFIX}cache:${name}:`),
  };
}
