import type { Redis } from 'ioredis';
import type { Clock } from '../clock';

/**
 * A small cache of text values with a time to live, shared by every instance when Redis is configured. Reads that
 * fail count as misses and failed writes are dropped: a cache never fails a request.
 */
export interface SharedCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
}

/** In this process only, by the given clock: at most `capacity` values, the least recently used leaving first. */
export function memoryCache(clock: Clock, capacity = 2_000): SharedCache {
  const kept = new Map<string, { value: string; until: number }>();
  return {
    async get(key) {
      const hit = kept.get(key);
      kept.delete(key);
      if (!hit || hit.until <= clock.now().getTime()) return undefined;
      kept.set(key, hit);
      return hit.value;
    },
    async set(key, value, ttlMs) {
      kept.delete(key);
      kept.set(key, { value, until: clock.now().getTime() + ttlMs });
      if (kept.size > capacity) kept.delete(kept.keys().next().value as string);
    },
  };
}

/** In Redis under `prefix` (REDIS_KEY_PREFIX + the cache's name), so every instance sees one value per key. */
export function redisCache(redis: Redis, prefix: string): SharedCache {
  return {
    async get(key) {
      return (await redis.get(prefix + key).catch(() => null)) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, value, 'PX', ttlMs).catch(() => undefined);
    },
  };
}
