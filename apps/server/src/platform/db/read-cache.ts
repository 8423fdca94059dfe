import type { Clock } from '../clock';

// biome-ignore lint/suspicious/noExplicitAny: any argument list; keys are made with JSON.stringify.
type Reads = Record<string, (...args: any[]) => Promise<unknown>>;

/**
 * Wraps a repository's read functions so that each answer is reused for `ttlMs` per argument list: for data
 * read on every request and changed rarely (the catalogue prices and promotions the price of every
 * configuration change needs). Concurrent callers share one query; a failed query is not kept, nor is an
 * `undefined` answer (an unknown id), so made-up ids cannot fill the cache. At most `capacity` answers are kept,
 * the least recently used leaving first. A change to the rows shows after at most `ttlMs`.
 * @example const cached = withReadCache(catalogueRepository(db), clock, 30_000);
 */
export function withReadCache<T extends Reads>(reads: T, clock: Clock, ttlMs: number, capacity = 5_000): T {
  const kept = new Map<string, { answer: Promise<unknown>; until: number }>();
  const wrapped: Reads = {};
  for (const [name, read] of Object.entries(reads)) {
    wrapped[name] = (...args: unknown[]) => {
      const key = `${name}:${JSON.stringify(args)}`;
      const now = clock.now().getTime();
      const hit = kept.get(key);
      kept.delete(key);
      if (hit && hit.until > now) {
        kept.set(key, hit);
        return hit.answer;
      }
      // A Drizzle query is a thenable that runs again at each await: resolve it once into a real promise.
      const answer = Promise.resolve(read(...args));
      kept.set(key, { answer, until: now + ttlMs });
      if (kept.size > capacity) kept.delete(kept.keys().next().value as string);
      answer.then(
        (value) => {
          if (value === undefined) kept.delete(key);
        },
        () => kept.delete(key),
      );
      return answer;
    };
  }
  return wrapped as T;
}
