/**
 * Answers kept for as long as the data version they were read at is current (platform/db/data-versions.ts), and
 * no longer than `expiresAt(answer)` (ms since the epoch by `now`) when that is given. A new version drops every
 * answer at once. Concurrent callers share one read; a failed read is not kept, so made-up ids cannot fill the
 * cache, and at most `capacity` answers are kept (the oldest leaving first). An undefined version (changes cannot
 * be heard) reads through.
 * @example const variants = versionedCache<Variant[]>(); variants.get(versions.catalogue(), 'AU', () => read('AU'));
 */
export function versionedCache<T>(
  options: { capacity?: number; now?: () => number; expiresAt?: (answer: T) => number } = {},
) {
  const { capacity = 2_000, now = Date.now, expiresAt } = options;
  let keptVersion: number | string | undefined;
  const kept = new Map<string, { answer: Promise<T>; until: number }>();
  return {
    get(version: number | string | undefined, key: string, read: () => Promise<T> | T): Promise<T> {
      if (version === undefined) return Promise.resolve(read());
      if (version !== keptVersion) {
        kept.clear();
        keptVersion = version;
      }
      const hit = kept.get(key);
      if (hit && hit.until > now()) return hit.answer;
      const entry = { answer: Promise.resolve(read()), until: Number.POSITIVE_INFINITY };
      kept.set(key, entry);
      if (kept.size > capacity) kept.delete(kept.keys().next().value as string);
      entry.answer.then(
        (answer) => {
          if (expiresAt) entry.until = expiresAt(answer);
        },
        () => {
          if (kept.get(key) === entry) kept.delete(key);
        },
      );
      return entry.answer;
    },
  };
}

export type VersionedCache<T> = ReturnType<typeof versionedCache<T>>;
