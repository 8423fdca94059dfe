import { describe, expect, it } from 'vitest';
import { australianStateCodes } from '../market';
import { holidayRegionOf } from './holiday-region';
import { isoWeekday } from './iso-calendar';
import { holidayYears, publicHolidayOn, publicHolidays } from './public-holidays';

const names = (region: Parameters<typeof publicHolidays>[0], year: number) =>
  Object.fromEntries(publicHolidays(region, year).map((h) => [h.date, h.name]));

describe('public holidays', () => {
  it('puts Easter where the computus does: Good Friday to Easter Monday in every state', () => {
    const easterMondays = { 2026: '2026-04-06', 2027: '2027-03-29', 2028: '2028-04-17' } as const;
    const goodFridays = { 2026: '2026-04-03', 2027: '2027-03-26', 2028: '2028-04-14' } as const;
    for (const year of [2026, 2027, 2028] as const) {
      for (const state of australianStateCodes) {
        expect(publicHolidayOn(`AU-${state}`, goodFridays[year])?.name).toBe('Good Friday');
        expect(publicHolidayOn(`AU-${state}`, easterMondays[year])?.name).toBe('Easter Monday');
      }
      expect(publicHolidayOn('NZ', easterMondays[year])?.name).toBe('Easter Monday');
    }
    // Easter Saturday is a holiday in NSW but not in Tasmania or Western Australia.
    expect(publicHolidayOn('AU-NSW', '2026-04-04')?.name).toBe('Easter Saturday');
    expect(publicHolidayOn('AU-TAS', '2026-04-04')).toBeUndefined();
    expect(publicHolidayOn('AU-WA', '2026-04-04')).toBeUndefined();
  });

  it('gives Christmas and Boxing Day on a weekend their weekday substitutes', () => {
    // 2026: Boxing Day is a Saturday, so Monday 28 December is its substitute.
    expect(names('AU-NSW', 2026)['2026-12-28']).toBe('Boxing Day (substitute day)');
    // 2027: Christmas on Saturday, Boxing Day on Sunday: Monday 27 and Tuesday 28 December.
    const nsw2027 = names('AU-NSW', 2027);
    expect(nsw2027['2027-12-27']).toBe('Christmas Day (substitute day)');
    expect(nsw2027['2027-12-28']).toBe('Boxing Day (substitute day)');
    // South Australia calls 26 December Proclamation Day.
    expect(names('AU-SA', 2027)['2027-12-28']).toBe('Proclamation Day (substitute day)');
    // New Zealand Mondayises both as well.
    expect(names('NZ', 2027)['2027-12-28']).toBe('Boxing Day (substitute day)');
    // New Year's Day 2028 is a Saturday: Monday 3 January.
    expect(publicHolidayOn('AU-VIC', '2028-01-03')?.name).toMatch(/^New Year's Day/);
  });

  it("knows each state's own days", () => {
    expect(publicHolidayOn('AU-VIC', '2026-11-03')?.name).toBe('Melbourne Cup');
    expect(publicHolidayOn('AU-NSW', '2026-11-03')).toBeUndefined();
    expect(publicHolidayOn('AU-VIC', '2026-09-25')?.name).toBe('AFL Grand Final Friday');
    expect(publicHolidayOn('AU-ACT', '2026-03-09')?.name).toBe('Canberra Day');
    expect(publicHolidayOn('AU-SA', '2026-03-09')?.name).toBe('Adelaide Cup Day');
    expect(publicHolidayOn('AU-TAS', '2026-03-09')?.name).toBe('Eight Hours Day');
    expect(publicHolidayOn('AU-NT', '2026-08-03')?.name).toBe('Picnic Day');
    expect(publicHolidayOn('AU-WA', '2026-06-01')?.name).toBe('Western Australia Day');
  });

  it("holds the King's Birthday in June except in Western Australia and Queensland", () => {
    expect(publicHolidayOn('AU-NSW', '2026-06-08')?.name).toBe("King's Birthday");
    expect(publicHolidayOn('AU-VIC', '2027-06-14')?.name).toBe("King's Birthday");
    expect(publicHolidayOn('AU-WA', '2026-06-08')).toBeUndefined();
    expect(publicHolidayOn('AU-WA', '2026-09-28')?.name).toBe("King's Birthday");
    expect(publicHolidayOn('AU-QLD', '2026-06-08')).toBeUndefined();
    expect(publicHolidayOn('AU-QLD', '2026-10-05')?.name).toBe("King's Birthday");
    expect(publicHolidayOn('NZ', '2026-06-01')?.name).toBe("King's Birthday");
  });

  it('has Matariki and Mondayises Waitangi and ANZAC Day in New Zealand', () => {
    expect(publicHolidayOn('NZ', '2026-07-10')?.name).toBe('Matariki');
    expect(publicHolidayOn('NZ', '2027-06-25')?.name).toBe('Matariki');
    expect(publicHolidayOn('NZ', '2028-07-14')?.name).toBe('Matariki');
    expect(publicHolidayOn('NZ', '2027-02-08')?.name).toBe('Waitangi Day (substitute day)');
    expect(publicHolidayOn('NZ', '2028-02-07')?.name).toBe('Waitangi Day (substitute day)');
    expect(publicHolidayOn('NZ', '2026-04-27')?.name).toBe('ANZAC Day (substitute day)');
    // Victoria does not give Anzac Day on a Saturday a Monday.
    expect(publicHolidayOn('AU-VIC', '2026-04-27')).toBeUndefined();
  });

  it("adds a New Zealand region's anniversary day to the national ones", () => {
    const auckland = holidayRegionOf('NZ', 'Auckland');
    expect(auckland).toBe('NZ-AUK');
    expect(publicHolidayOn(auckland, '2026-01-26')?.name).toBe('Auckland Anniversary Day');
    expect(publicHolidayOn('NZ-WGN', '2026-01-26')).toBeUndefined();
    expect(publicHolidayOn('NZ-WGN', '2026-01-19')?.name).toBe('Wellington Anniversary Day');
    expect(publicHolidayOn(auckland, '2026-07-10')?.name).toBe('Matariki');
    expect(holidayRegionOf('NZ', 'Somewhere else')).toBe('NZ');
  });

  it('lists each year in date order and substitutes only onto weekdays', () => {
    for (const region of [...australianStateCodes.map((s) => `AU-${s}` as const), 'NZ', 'NZ-AUK'] as const) {
      for (const year of [2026, 2027, 2028]) {
        const dates = publicHolidays(region, year).map((h) => h.date);
        expect(dates).toEqual([...dates].sort());
        for (const holiday of publicHolidays(region, year)) {
          if (holiday.name.endsWith('(substitute day)'))
            expect(isoWeekday(holiday.date)).toBeLessThanOrEqual(5);
        }
      }
    }
  });

  it('refuses years it does not know and places it cannot name', () => {
    expect(() => publicHolidays('AU-NSW', 2029)).toThrow(RangeError);
    expect(() => publicHolidayOn('NZ', '2025-12-25')).toThrow(/2026 to 2028/);
    expect(() => holidayRegionOf('AU', 'Auckland')).toThrow(RangeError);
    expect(holidayRegionOf('AU', 'victoria')).toBe('AU-VIC');
  });
});

describe('holiday tables in time', () => {
  // A tripwire on the real calendar, on purpose: handover and test-drive dates stop existing, silently, once the
  // tables end, so they must reach at least 15 months past today. This fails about a year before that happens.
  it('cover the year 15 months from today', () => {
    const ahead = new Date();
    ahead.setUTCMonth(ahead.getUTCMonth() + 15);
    expect(holidayYears.last).toBeGreaterThanOrEqual(ahead.getUTCFullYear());
  });
});
