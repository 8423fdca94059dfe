import { describe, expect, it } from 'vitest';
import { holidayRegionOf } from '../calendar/holiday-region';
import { balanceDueDate } from './balance-due-date';

const due = (region: Parameters<typeof balanceDueDate>[0], delivery: string) =>
  balanceDueDate(region, delivery, 'Pickup');

describe('balance due date (3 business days before delivery)', () => {
  it('counts back over weekdays only', () => {
    expect(due('AU-NSW', '2026-07-16')).toBe('2026-07-13'); // Thursday → Monday
    expect(due('AU-NSW', '2026-07-14')).toBe('2026-07-09'); // Tuesday → the Thursday before, over the weekend
    expect(due('AU-NSW', '2026-07-20')).toBe('2026-07-15'); // Monday → Wednesday
  });

  it('skips Easter', () => {
    // Good Friday 3 April, Easter Monday 6 April 2026
    expect(due('AU-NSW', '2026-04-08')).toBe('2026-04-01');
    expect(due('NZ', '2026-04-08')).toBe('2026-04-01');
    // Good Friday 26 March, Easter Monday 29 March 2027
    expect(due('AU-QLD', '2027-04-01')).toBe('2027-03-25');
  });

  it('skips Christmas, Boxing Day and their substitute days', () => {
    // 2026: Christmas Friday, Boxing Day Saturday with Monday 28 off
    expect(due('AU-NSW', '2026-12-29')).toBe('2026-12-22');
    // 2027: both fall on the weekend, Monday 27 and Tuesday 28 off
    expect(due('AU-VIC', '2027-12-30')).toBe('2027-12-23');
    expect(due('NZ', '2027-12-30')).toBe('2027-12-23');
  });

  it.each([
    // [state, delivery, due there, due in a state without that holiday, the holiday]
    ['ACT', '2026-03-12', '2026-03-06', 'NSW', '2026-03-09'], // Canberra Day
    ['SA', '2026-03-12', '2026-03-06', 'NSW', '2026-03-09'], // Adelaide Cup Day
    ['TAS', '2026-03-12', '2026-03-06', 'NSW', '2026-03-09'], // Eight Hours Day
    ['VIC', '2026-03-12', '2026-03-06', 'NSW', '2026-03-09'], // Labour Day (VIC)
    ['WA', '2026-03-05', '2026-02-27', 'NSW', '2026-03-02'], // Labour Day (WA)
    ['WA', '2026-06-04', '2026-05-29', 'NSW', '2026-06-01'], // Western Australia Day
    ['QLD', '2026-05-07', '2026-05-01', 'NSW', '2026-05-04'], // Labour Day (QLD)
    ['NT', '2026-08-06', '2026-07-31', 'NSW', '2026-08-03'], // Picnic Day
    ['NSW', '2026-10-08', '2026-10-02', 'VIC', '2026-10-05'], // Labour Day (NSW)
    ['VIC', '2026-11-06', '2026-11-02', 'NSW', '2026-11-03'], // Melbourne Cup
  ] as const)('counts %s’s own holidays (delivery %s)', (state, delivery, dueThere, other, dueElsewhere) => {
    expect(due(holidayRegionOf('AU', state), delivery)).toBe(dueThere);
    expect(due(holidayRegionOf('AU', other), delivery)).toBe(dueElsewhere);
  });

  it('counts New Zealand’s holidays, not Australia’s', () => {
    expect(due('NZ', '2026-02-11')).toBe('2026-02-05'); // Waitangi Day, Friday 6 February
    expect(due('AU-NSW', '2026-02-11')).toBe('2026-02-06');
    expect(due('NZ', '2026-07-14')).toBe('2026-07-08'); // Matariki, Friday 10 July
    expect(due('NZ', '2026-10-28')).toBe('2026-10-22'); // Labour Day, Monday 26 October
    // Australia Day (Monday 26 January 2026) is not a New Zealand holiday; Auckland Anniversary Day is regional.
    expect(due('AU-NSW', '2026-01-28')).toBe('2026-01-22');
    expect(due('NZ', '2026-01-28')).toBe('2026-01-23');
    expect(due(holidayRegionOf('NZ', 'Auckland'), '2026-01-28')).toBe('2026-01-22');
  });

  it('leaves a business day more before a home delivery (the last-mile transport)', () => {
    expect(balanceDueDate('AU-NSW', '2026-11-06', 'HomeDelivery')).toBe('2026-11-02');
    expect(balanceDueDate('AU-VIC', '2026-11-06', 'HomeDelivery')).toBe('2026-10-30');
  });

  it('refuses a delivery outside the years the holiday tables hold', () => {
    expect(() => due('AU-NSW', '2029-03-01')).toThrow(RangeError);
  });
});
