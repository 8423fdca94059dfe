import { describe, expect, it } from 'vitest';
import { versionedCache } from './versioned-cache';

function reader() {
  const calls: string[] = [];
  return {
    calls,
    read: (key: string) => async () => {
      calls.push(key);
      if (key === 'broken') throw new Error('connection lost');
      return { key, at: calls.length };
    },
  };
}

describe('versionedCache', () => {
  it('keeps an answer per key while the version stays, shared by concurrent callers', async () => {
    const cache = versionedCache<{ key: string; at: number }>();
    const { calls, read } = reader();
    const [a, b] = await Promise.all([cache.get(1, 'AU', read('AU')), cache.get(1, 'AU', read('AU'))]);
    expect(a).toBe(b);
    expect(await cache.get(1, 'NZ', read('NZ'))).toEqual({ key: 'NZ', at: 2 });
    expect(await cache.get(1, 'AU', read('AU'))).toBe(a);
    expect(calls).toEqual(['AU', 'NZ']);
  });

  it('reads again, for every key, once the version changes', async () => {
    const cache = versionedCache<{ key: string; at: number }>();
    const { calls, read } = reader();
    await cache.get(1, 'AU', read('AU'));
    await cache.get(1, 'NZ', read('NZ'));
    expect(await cache.get(2, 'AU', read('AU'))).toEqual({ key: 'AU', at: 3 });
    expect(await cache.get(2, 'NZ', read('NZ'))).toEqual({ key: 'NZ', at: 4 });
    expect(calls).toEqual(['AU', 'NZ', 'AU', 'NZ']);
  });

  it('reads through while the version is unknown', async () => {
    const cache = versionedCache<{ key: string; at: number }>();
    const { calls, read } = reader();
    await cache.get(undefined, 'AU', read('AU'));
    await cache.get(undefined, 'AU', read('AU'));
    expect(calls).toEqual(['AU', 'AU']);
  });

  it('keeps no failure, and at most `capacity` answers', async () => {
    const cache = versionedCache<{ key: string; at: number }>({ capacity: 2 });
    const { calls, read } = reader();
    await expect(cache.get(1, 'broken', read('broken'))).rejects.toThrow('connection lost');
    await expect(cache.get(1, 'broken', read('broken'))).rejects.toThrow('connection lost');
    for (const key of ['a', 'b', 'c', 'a']) await cache.get(1, key, read(key));
    expect(calls).toEqual(['broken', 'broken', 'a', 'b', 'c', 'a']);
  });

  it('drops an answer at the time it names', async () => {
    let now = 1_000;
    const cache = versionedCache<{ key: string; at: number }>({ now: () => now, expiresAt: () => 1_500 });
    const { calls, read } = reader();
    await cache.get(1, 'AU', read('AU'));
    now = 1_499;
    await cache.get(1, 'AU', read('AU'));
    now = 1_500;
    await cache.get(1, 'AU', read('AU'));
    expect(calls).toEqual(['AU', 'AU']);
  });
});
