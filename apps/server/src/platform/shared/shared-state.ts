import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from '../../env';
import type { Clock } from '../clock';
import { connectRedis, redisReady } from './redis';
import { memoryCache, redisCache, type SharedCache } from './shared-cache';

export interface SharedState {
  /** Where the shared state lives: `redis` (REDIS_URL) or `memory` (this process). */
  readonly kind: 'redis' | 'memory';
  /** The connection, when there is one (readiness reports it). */
  readonly redis?: Redis;
  /** A named cache shared by every instance (Redis) or kept by this one. */
  cache(name: string): SharedCache;
}

/**
 * What every instance behind a balancer must share, and nothing else: the rate-limit counters (else N instances
 * allow N times each limit) and the caches of paid outside calls. With REDIS_URL in Redis, else in this process.
 * Registers @fastify/rate-limit (limits are set per route, `config.rateLimit`). While Redis is unreachable the
 * limits let requests through (fail open, logged once) rather than refusing every customer.
 */
export async function registerSharedState(
  app: FastifyInstance,
  env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  clock: Clock,
): Promise<SharedState> {
  if (!env.REDIS_URL) {
    await app.register(rateLimit, { global: false });
    return { kind: 'memory', cache: () => memoryCache(clock) };
  }
  const redis = connectRedis(env.REDIS_URL, app.log.child({ component: 'redis' }));
  app.addHook('onReady', async () => {
    if (!(await redisReady(redis, 5_000))) {
      app.log.warn('Redis did not answer within 5 s: starting with limits and caches falling back');
    }
  });
  app.addHook('onClose', async () => redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${env.REDIS_KEY_PREFIX}rate-limit:`,
    skipOnError: true,
  });
  return {
    kind: 'redis',
    redis,
    cache: (name) => redisCache(redis, `${env.REDIS_KEY_PREFIX}cache:${name}:`),
  };
}
