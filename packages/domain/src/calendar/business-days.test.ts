import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, nextBusinessDay } from './business-days';
import { addDays, daysBetween, dottedDate, isoWeekday, slashDate } from './iso-calendar';

describe('business days', () => {
  it('skips weekends and the region’s holidays', () => {
    expect(isBusinessDay('AU-NSW', '2026-04-02')).toBe(true);
    expect(isBusinessDay('AU-NSW', '2026-04-03')).toBe(false); // Good Friday
    expect(isBusinessDay('AU-NSW', '2026-04-06')).toBe(false); // Easter Monday
    expect(isBusinessDay('AU-NSW', '2026-11-03')).toBe(true);
    expect(isBusinessDay('AU-VIC', '2026-11-03')).toBe(false); // Melbourne Cup
    expect(isBusinessDay('AU-QLD', '2026-12-24')).toBe(true); // Christmas Eve is a part-day holiday from 6 pm
    expect(isBusinessDay('NZ', '2026-07-11')).toBe(false); // a Saturday
  });

  it('adds business days across Easter and Christmas', () => {
    expect(addBusinessDays('AU-NSW', '2026-04-02', 1)).toBe('2026-04-07');
    expect(addBusinessDays('AU-NSW', '2026-12-24', 1)).toBe('2026-12-29');
    expect(addBusinessDays('AU-NSW', '2027-12-24', 1)).toBe('2027-12-29');
    expect(addBusinessDays('NZ-AUK', '2026-12-31', 1)).toBe('2027-01-05');
    // Three business days before a Wednesday delivery after Easter (spec 002 section 1: full payment due).
    expect(addBusinessDays('AU-VIC', '2026-04-08', -3)).toBe('2026-04-01');
  });

  it('treats zero as "this day or the next business day"', () => {
    expect(addBusinessDays('AU-WA', '2026-09-28', 0)).toBe('2026-09-29');
    expect(nextBusinessDay('NZ', '2027-02-06')).toBe('2027-02-09');
    expect(nextBusinessDay('AU-NSW', '2026-06-09')).toBe('2026-06-09');
  });

  it('moves forward then back to the same business day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 900 }), fc.integer({ min: 1, max: 40 }), (offset, count) => {
        const start = nextBusinessDay('AU-VIC', addDays('2026-01-05', offset));
        const later = addBusinessDays('AU-VIC', start, count);
        expect(isBusinessDay('AU-VIC', later)).toBe(true);
        expect(daysBetween(start, later)).toBeGreaterThanOrEqual(count);
        expect(addBusinessDays('AU-VIC', later, -count)).toBe(start);
      }),
    );
  });

  it('writes dates as the spec does', () => {
    expect(slashDate('2026-04-06')).toBe('2026/04/06');
    expect(dottedDate('2026-04-06')).toBe('06.04.2026');
    expect(isoWeekday('2026-04-05')).toBe(7);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addBusinessDays('AU-NSW', '2026-01-05', 1.5)).toThrow(RangeError);
  });
});
