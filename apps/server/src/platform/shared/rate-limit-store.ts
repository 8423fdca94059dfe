import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
// The plugin's own two stores (it exports neither by name): the shared one in Redis and the per-instance one.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Store = FastifyRateLimitStore;
type Counted = Parameters<Store['incr']>[1];

/** What the shared limits report while they run: whether Redis answers, and how often a count fell back. */
export interface RateLimitHealth {
  /** Counts taken by this instance alone because Redis did not answer, since the process started. */
  fallbacks: number;
}

/**
 * A rate-limit store that counts in Redis, shared by every instance, and falls back to counting in this process
 * whenever Redis is not connected or a count fails: the limit then holds per instance (N instances allow at most N
 * times it) and is never lifted. Each fallback is counted for the metrics. Back in Redis as soon as it answers.
 */
export function fallbackStore(
  redis: Redis,
  nameSpace: string,
  health: RateLimitHealth,
): FastifyRateLimitStoreCtor {
  const make = (shared: Store, local: Store): Store => ({
    incr(key, counted: Counted, timeWindow, max) {
      const fallBack = () => {
        health.fallbacks += 1;
        local.incr(key, counted, timeWindow, max);
      };
      if (redis.status !== 'ready') return fallBack();
      shared.incr(key, (error, result) => (error ? fallBack() : counted(null, result)), timeWindow, max);
    },
    child(routeOptions) {
      return make(shared.child(routeOptions), local.child(routeOptions));
    },
  });
  return class {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      // biome-ignore lint/correctness/noConstructorReturn: the plugin instantiates the store class it is given.
      return make(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
