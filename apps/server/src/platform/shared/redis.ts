import { Redis } from 'ioredis';

/** The part of a pino logger the connection reports to. */
interface RedisLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * The one Redis connection of a process (REDIS_URL). Commands fail at once while it is down instead of queueing,
 * so a Redis outage costs the shared limits and caches (they fall back: limits count per instance, the cache
 * misses), never a request; ioredis reconnects by itself. Logs each change of state once, not each retry.
 */
export function connectRedis(url: string, logger: RedisLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    // The URL may carry a password: name the failure only.
    logger.warn({ reason: error.message }, 'Redis unreachable: rate limits and shared caches fall back');
  });
  redis.on('ready', () => {
    if (down) logger.info({}, 'Redis reachable again');
    down = false;
  });
  return redis;
}

/** Waits until the connection is ready, or `timeoutMs` has passed (then the caller goes on without it). */
export async function redisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}
