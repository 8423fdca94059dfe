import { versionedCache } from '../db/versioned-cache';

const keptData = new WeakSet<object>();

/** Whether `data` is a kept reply: shared by many requests and never changed, so its JSON can be reused. */
export function isKeptReply(data: unknown): boolean {
  return typeof data === 'object' && data !== null && keptData.has(data);
}

/**
 * A read endpoint's handler whose replies are kept while the data they were made from stays the same:
 * `version()` names that data now (the catalogue version, the stock read; undefined: read through) and `key(body)`
 * the question (with anything else the answer depends on, such as the pricing date). Errors are not kept.
 * The serializer reuses a kept reply's JSON (platform/http/serializer.ts).
 */
export function keptReplies<B, D extends object>(
  options: {
    version: () => Promise<string | undefined> | string | undefined;
    key: (body: B) => string;
    capacity?: number;
  },
  handler: (body: B) => Promise<D> | D,
): (body: B) => Promise<D> {
  const cache = versionedCache<D>({ capacity: options.capacity ?? 1_000 });
  return async (body) =>
    cache.get(await options.version(), options.key(body), async () => {
      const data = await handler(body);
      keptData.add(data);
      return data;
    });
}
