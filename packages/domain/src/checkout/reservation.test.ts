import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authorisedInTime,
  canExtend,
  countdownOf,
  reservationExpiredMessage,
  reservationHoldSeconds,
} from './reservation';

const now = new Date('2026-11-22T09:00:00.000Z');
const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('reservation policy', () => {
  it('counts whole seconds down to zero a grace minute before the hold ends, stage 1 until an extension', () => {
    expect(countdownOf({ reservedUntil: inSeconds(reservationHoldSeconds), extensionCount: 0 }, now)).toEqual(
      {
        reservationCountDown: 600,
        reservationCountDownStage: 1,
        reservationExtensionCount: 0,
      },
    );
    expect(countdownOf({ reservedUntil: inSeconds(60.2), extensionCount: 1 }, now)).toMatchObject({
      reservationCountDown: 1,
      reservationCountDownStage: 2,
    });
    const atZero = { reservedUntil: inSeconds(30), extensionCount: 0 };
    expect(countdownOf(atZero, now).reservationCountDown).toBe(0);
    // The reminder at zero can still extend: the hold runs on through the grace.
    expect(canExtend(atZero, now)).toBe(true);
    expect(countdownOf({ reservedUntil: inSeconds(-30), extensionCount: 2 }, now).reservationCountDown).toBe(
      0,
    );
  });

  it('extends only a running hold, at most twice', () => {
    fc.assert(
      fc.property(fc.integer({ min: -600, max: 600 }), fc.integer({ min: 0, max: 5 }), (seconds, used) => {
        expect(canExtend({ reservedUntil: inSeconds(seconds), extensionCount: used }, now)).toBe(
          seconds > 0 && used < 2,
        );
      }),
    );
  });

  it('keeps a payment only when it was authorised before the hold ran out', () => {
    expect(authorisedInTime(inSeconds(1), now)).toBe(true);
    expect(authorisedInTime(now, now)).toBe(true);
    expect(authorisedInTime(inSeconds(-1), now)).toBe(false);
  });

  it('names the market’s sales line when a reservation has expired', () => {
    expect(reservationExpiredMessage('AU')).toBe(
      'Your reservation has expired. Please contact our Cadillac Sales Team on 1800 223 455',
    );
    expect(reservationExpiredMessage('NZ')).toContain('0800 223 455');
  });
});
