import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodicWorker } from './worker-status';

describe('periodicWorker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a round each interval, logs a failed one and goes on, and stop waits for the round in progress', async () => {
    vi.useFakeTimers();
    const errors: string[] = [];
    let rounds = 0;
    let finishRound: () => void = () => {};
    const worker = periodicWorker(
      'test-sweep',
      1_000,
      () => {
        rounds += 1;
        if (rounds === 1) return Promise.reject(new Error('database away'));
        return new Promise<void>((resolve) => {
          finishRound = resolve;
        });
      },
      { error: (_obj, msg) => errors.push(msg) },
    );
    expect(worker.status().running).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(errors).toEqual(['test-sweep failed']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rounds).toBe(2);
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);
    expect(rounds).toBe(2);
    finishRound();
    await stopping;
    expect(worker.status().running).toBe(false);
  });
});
