import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { withReadCache } from './read-cache';

function repository() {
  const calls: string[] = [];
  return {
    calls,
    reads: {
      async find(id: string) {
        calls.push(id);
        if (id === 'broken') throw new Error('connection lost');
        return id.startsWith('known') ? { id, at: calls.length } : undefined;
      },
    },
  };
}

describe('withReadCache', () => {
  it('reuses an answer per argument list until the time is up', async () => {
    const clock = fixedClock('2026-03-02T00:00:00Z');
    const { calls, reads } = repository();
    const cached = withReadCache(reads, clock, 1_000);
    const [a, b] = await Promise.all([cached.find('known-1'), cached.find('known-1')]);
    expect(a).toBe(b);
    expect(await cached.find('known-2')).toEqual({ id: 'known-2', at: 2 });
    clock.advance(999);
    await cached.find('known-1');
    expect(calls).toEqual(['known-1', 'known-2']);
    clock.advance(1);
    expect(await cached.find('known-1')).toEqual({ id: 'known-1', at: 3 });
  });

  it('runs a thenable query (a Drizzle query builder) once, however often its answer is awaited', async () => {
    let runs = 0;
    const query = { then: (resolve: (rows: string[]) => void) => resolve([`run ${++runs}`]) };
    const cached = withReadCache(
      { list: () => query as unknown as Promise<string[]> },
      fixedClock('2026-03-02T00:00:00Z'),
      1_000,
    );
    expect(await cached.list()).toEqual(['run 1']);
    expect(await cached.list()).toEqual(['run 1']);
    expect(runs).toBe(1);
  });

  it('keeps neither unknown ids nor failures', async () => {
    const { calls, reads } = repository();
    const cached = withReadCache(reads, fixedClock('2026-03-02T00:00:00Z'), 1_000);
    expect(await cached.find('made-up')).toBeUndefined();
    await expect(cached.find('broken')).rejects.toThrow('connection lost');
    await cached.find('made-up');
    await expect(cached.find('broken')).rejects.toThrow('connection lost');
    expect(calls).toEqual(['made-up', 'broken', 'made-up', 'broken']);
  });

  it('holds at most its capacity, dropping the least recently used', async () => {
    const { calls, reads } = repository();
    const cached = withReadCache(reads, fixedClock('2026-03-02T00:00:00Z'), 1_000, 2);
    await cached.find('known-a');
    await cached.find('known-b');
    await cached.find('known-a');
    await cached.find('known-c');
    await cached.find('known-a');
    await cached.find('known-b');
    expect(calls).toEqual(['known-a', 'known-b', 'known-c', 'known-b']);
  });
});
