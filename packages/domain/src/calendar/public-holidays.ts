import type { AustralianState } from '../market';
import type { IsoDate } from '../pricing/iso-date';
import type { HolidayRegion } from './holiday-region';
import { australianPublicHolidays } from './public-holidays-australia.data';
import { newZealandPublicHolidays, newZealandRegionalHolidays } from './public-holidays-new-zealand.data';

/** A public holiday: its date and name. */
export interface PublicHoliday {
  date: IsoDate;
  name: string;
}

/** The years the holiday tables cover; a date outside them throws rather than pretend to know. */
export const holidayYears = { first: 2026, last: 2028 } as const;

const byRegion = new Map<HolidayRegion, readonly PublicHoliday[]>();

function tableOf(region: HolidayRegion): readonly (readonly [IsoDate, string])[] {
  if (region === 'NZ') return newZealandPublicHolidays;
  const [country, code = ''] = region.split('-');
  if (country === 'NZ') {
    const regional = newZealandRegionalHolidays[code];
    if (!regional) throw new RangeError(`Unknown New Zealand region "${code}".`);
    return [...newZealandPublicHolidays, ...regional.days].sort(([a], [b]) => a.localeCompare(b));
  }
  const state = australianPublicHolidays[code as AustralianState];
  if (!state) throw new RangeError(`Unknown Australian state "${code}".`);
  return state;
}

function holidaysOf(region: HolidayRegion): readonly PublicHoliday[] {
  let holidays = byRegion.get(region);
  if (!holidays) {
    holidays = tableOf(region).map(([date, name]) => ({ date, name }));
    byRegion.set(region, holidays);
  }
  return holidays;
}

function checkCovered(date: IsoDate): void {
  const year = Number(date.slice(0, 4));
  if (!(year >= holidayYears.first && year <= holidayYears.last)) {
    throw new RangeError(
      `Public holidays are known for ${holidayYears.first} to ${holidayYears.last}, not for ${date}.`,
    );
  }
}

/**
 * The public holidays of a region in a year, in date order (weekend dates included with their substitutes).
 * @example publicHolidays('AU-VIC', 2026).find((h) => h.name === 'Melbourne Cup')?.date // '2026-11-03'
 */
export function publicHolidays(region: HolidayRegion, year: number): PublicHoliday[] {
  checkCovered(`${year}-01-01`);
  return holidaysOf(region).filter((holiday) => holiday.date.startsWith(`${year}-`));
}

/**
 * The holiday on a date in a region, or undefined.
 * @example publicHolidayOn('NZ-AUK', '2026-07-10')?.name // 'Matariki'
 * @example publicHolidayOn('AU-NSW', '2026-07-10') // undefined
 */
export function publicHolidayOn(region: HolidayRegion, date: IsoDate): PublicHoliday | undefined {
  checkCovered(date);
  return holidaysOf(region).find((holiday) => holiday.date === date);
}
