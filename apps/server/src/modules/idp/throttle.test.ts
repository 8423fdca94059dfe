import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ThrottleRow } from './idp.repository';
import { afterFailure, lockedUntil, throttleLimits } from './throttle';

const start = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

function failTimes(times: number[]): ThrottleRow | undefined {
  let row: ThrottleRow | undefined;
  for (const ms of times) row = afterFailure('email', 'email:a@b.co', row, at(ms));
  return row;
}

describe('sign-in throttling', () => {
  it('locks an email for 15 minutes at the fifth failure within the window', () => {
    const row = failTimes([0, 1000, 2000, 3000]);
    expect(lockedUntil(row, at(3000))).toBeUndefined();
    const locked = afterFailure('email', 'email:a@b.co', row, at(4000));
    expect(lockedUntil(locked, at(4000))).toEqual(at(4000 + throttleLimits.email.lockMs));
    expect(lockedUntil(locked, at(4000 + throttleLimits.email.lockMs))).toBeUndefined();
  });

  it('starts a new window when the last failure is older than the window', () => {
    const row = failTimes([0, 1, 2, 3, throttleLimits.email.windowMs + 10]);
    expect(row?.failures).toBe(1);
    expect(lockedUntil(row, at(throttleLimits.email.windowMs + 10))).toBeUndefined();
  });

  it('never locks fewer failures than the limit, whatever their timing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60_000 }), { maxLength: throttleLimits.email.failures - 1 }),
        (gaps) => {
          let t = 0;
          const times = gaps.map((gap) => (t += gap));
          expect(lockedUntil(failTimes(times), at(t))).toBeUndefined();
        },
      ),
    );
  });
});
