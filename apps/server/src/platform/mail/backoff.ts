/** How the outbox retries: exponential from `baseMs`, capped at `capMs`, at most `maxAttempts` attempts in all. */
export interface RetryPolicy {
  baseMs: number;
  capMs: number;
  maxAttempts: number;
}

/**
 * 30 s, 1 min, 2 min … capped at 1 h, ten attempts: an SMTP outage of about four hours is bridged before a
 * message is marked failed (an operator can requeue it; docs/architecture.md "Email").
 */
export const defaultRetryPolicy: RetryPolicy = { baseMs: 30_000, capMs: 3_600_000, maxAttempts: 10 };

/**
 * The wait before the next attempt after `attempt` attempts have failed: exponential with "equal jitter"
 * (half fixed, half random), so workers that failed together do not retry in lockstep, and never less than half
 * the exponential step. `random` is in [0, 1).
 * @example retryDelayMs(1, () => 0, defaultRetryPolicy) // 15_000 (half of 30 s)
 * @example retryDelayMs(3, () => 0.5, defaultRetryPolicy) // 90_000 (120 s: 60 s + 30 s)
 */
export function retryDelayMs(attempt: number, random: () => number, policy: RetryPolicy): number {
  const exponential = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  const half = exponential / 2;
  return Math.round(half + half * Math.min(Math.max(random(), 0), 1));
}
