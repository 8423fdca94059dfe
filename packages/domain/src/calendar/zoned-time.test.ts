import { describe, expect, it } from 'vitest';
import { clockTimeOf, isClockTime, minutesOfDay, zonedInstant } from './zoned-time';

describe('zoned time', () => {
  it('finds the instant of a wall-clock time with and without daylight saving', () => {
    expect(zonedInstant('2026-01-15', '09:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-01-14T22:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15', '09:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-07-14T23:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15', '09:00', 'Australia/Brisbane').toISOString()).toBe(
      '2026-07-14T23:00:00.000Z',
    );
    expect(zonedInstant('2026-01-15', '09:00', 'Australia/Brisbane').toISOString()).toBe(
      '2026-01-14T23:00:00.000Z',
    );
    expect(zonedInstant('2026-01-15', '09:00', 'Pacific/Auckland').toISOString()).toBe(
      '2026-01-14T20:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15', '13:30', 'Australia/Perth').toISOString()).toBe(
      '2026-07-15T05:30:00.000Z',
    );
  });

  it('handles the days the clocks change', () => {
    // Sydney goes forward at 2:00 on 4 October 2026: 2:30 does not exist and is read as 3:30 AEDT.
    expect(zonedInstant('2026-10-04', '02:30', 'Australia/Sydney').toISOString()).toBe(
      '2026-10-03T16:30:00.000Z',
    );
    expect(zonedInstant('2026-10-04', '09:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-10-03T22:00:00.000Z',
    );
    // Sydney goes back at 3:00 on 5 April 2026: 2:30 happens twice; the first (AEDT) is taken.
    expect(zonedInstant('2026-04-05', '02:30', 'Australia/Sydney').toISOString()).toBe(
      '2026-04-04T15:30:00.000Z',
    );
    expect(zonedInstant('2026-04-05', '12:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-04-05T02:00:00.000Z',
    );
  });

  it('reads and writes clock times', () => {
    expect(isClockTime('09:30')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(minutesOfDay('13:30')).toBe(810);
    expect(clockTimeOf(810)).toBe('13:30');
    expect(() => minutesOfDay('1:30')).toThrow(RangeError);
  });
});
