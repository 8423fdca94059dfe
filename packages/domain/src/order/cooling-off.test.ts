import { describe, expect, it } from 'vitest';
import { coolingOffLastDay, inCoolingOff } from './cooling-off';

// Monday 7 December 2026, 12:00 in Melbourne (AEDT, UTC+11).
const signedMonday = new Date('2026-12-07T01:00:00Z');

describe('cooling-off after signing', () => {
  it('runs to the end of the third business day after the signing day', () => {
    expect(coolingOffLastDay('AU', 'VIC', signedMonday, 3)).toBe('2026-12-10');
    // Thursday 23:59 in Melbourne is still in; Friday 00:00 is out.
    expect(inCoolingOff('AU', 'VIC', signedMonday, 3, new Date('2026-12-10T12:59:00Z'))).toBe(true);
    expect(inCoolingOff('AU', 'VIC', signedMonday, 3, new Date('2026-12-10T13:00:00Z'))).toBe(false);
  });

  it('skips weekends and the region’s public holidays', () => {
    // Signed Wednesday 23 December: Thu 24, (Fri 25, Sat, Sun, Mon 28 Boxing Day's holiday) Tue 29, Wed 30.
    const signed = new Date('2026-12-23T01:00:00Z');
    expect(coolingOffLastDay('AU', 'NSW', signed, 3)).toBe('2026-12-30');
    expect(coolingOffLastDay('NZ', null, signed, 3)).toBe('2026-12-30');
  });

  it('takes the signing day where the customer is, not in UTC', () => {
    // 22:00 UTC on Sunday is already Monday in Sydney.
    const sundayUtc = new Date('2026-12-06T22:00:00Z');
    expect(coolingOffLastDay('AU', 'NSW', sundayUtc, 3)).toBe('2026-12-10');
  });

  it('follows the market’s number of days', () => {
    expect(coolingOffLastDay('AU', 'VIC', signedMonday, 1)).toBe('2026-12-08');
    expect(inCoolingOff('AU', 'VIC', signedMonday, 0, new Date('2026-12-08T01:00:00Z'))).toBe(false);
  });
});
