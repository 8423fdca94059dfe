import type { IsoDate } from '../pricing/iso-date';
import type { HolidayRegion } from './holiday-region';
import { addDays, isoWeekday } from './iso-calendar';
import { publicHolidayOn } from './public-holidays';

/**
 * A business day is a Monday to Friday that is not a public holiday of the region.
 * @example isBusinessDay('AU-NSW', '2026-12-28') // false: Boxing Day's substitute Monday
 * @example isBusinessDay('AU-NSW', '2026-12-29') // true
 */
export function isBusinessDay(region: HolidayRegion, date: IsoDate): boolean {
  return isoWeekday(date) <= 5 && !publicHolidayOn(region, date);
}

/**
 * The business day `count` business days after `date` (before it when `count` is negative); `date` itself need
 * not be a business day. Zero answers `date` when it is a business day, else the next one.
 * @example addBusinessDays('AU-NSW', '2026-12-24', 1) // '2026-12-29' (Christmas, Boxing Day's Monday)
 * @example addBusinessDays('AU-NSW', '2026-12-29', -3) // '2026-12-23'
 */
export function addBusinessDays(region: HolidayRegion, date: IsoDate, count: number): IsoDate {
  if (!Number.isInteger(count)) throw new RangeError('Business days are counted in whole days.');
  if (count === 0) return nextBusinessDay(region, date);
  const step = count > 0 ? 1 : -1;
  let remaining = Math.abs(count);
  let current = date;
  while (remaining > 0) {
    current = addDays(current, step);
    if (isBusinessDay(region, current)) remaining -= 1;
  }
  return current;
}

/**
 * `date` when it is a business day, otherwise the first business day after it.
 * @example nextBusinessDay('NZ', '2027-02-06') // '2027-02-09' (Saturday; Waitangi Day's Monday)
 */
export function nextBusinessDay(region: HolidayRegion, date: IsoDate): IsoDate {
  let current = date;
  while (!isBusinessDay(region, current)) current = addDays(current, 1);
  return current;
}
