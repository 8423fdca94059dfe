import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRetryPolicy, retryDelayMs } from './backoff';

describe('retry backoff', () => {
  it('doubles from 30 s with equal jitter and caps at an hour', () => {
    expect(retryDelayMs(1, () => 0, defaultRetryPolicy)).toBe(15_000);
    expect(retryDelayMs(1, () => 0.999_999, defaultRetryPolicy)).toBe(30_000);
    expect(retryDelayMs(3, () => 0.5, defaultRetryPolicy)).toBe(90_000);
    expect(retryDelayMs(8, () => 0, defaultRetryPolicy)).toBe(1_800_000);
    expect(retryDelayMs(9, () => 0, defaultRetryPolicy)).toBe(1_800_000);
    expect(retryDelayMs(5_000, () => 1, defaultRetryPolicy)).toBe(3_600_000);
  });

  it('stays within [half, whole] of the exponential step and never shrinks with more attempts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (attempt, r) => {
          const step = Math.min(defaultRetryPolicy.capMs, defaultRetryPolicy.baseMs * 2 ** (attempt - 1));
          const delay = retryDelayMs(attempt, () => r, defaultRetryPolicy);
          expect(delay).toBeGreaterThanOrEqual(step / 2);
          expect(delay).toBeLessThanOrEqual(step);
          expect(retryDelayMs(attempt + 1, () => 0, defaultRetryPolicy)).toBeGreaterThanOrEqual(
            retryDelayMs(attempt, () => 0, defaultRetryPolicy),
          );
        },
      ),
    );
  });
});
