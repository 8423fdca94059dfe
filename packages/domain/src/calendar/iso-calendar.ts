import { type IsoDate, isIsoDate } from '../pricing/iso-date';

const dayMs = 86_400_000;

function utcOf(date: IsoDate): number {
  if (!isIsoDate(date)) throw new RangeError(`"${date}" is not a date written YYYY-MM-DD.`);
  return Date.parse(`${date}T00:00:00Z`);
}

/**
 * The date `days` calendar days after `date` (before it when negative).
 * @example addDays('2026-12-31', 1) // '2027-01-01'
 */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(utcOf(date) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * The ISO weekday of a date: 1 Monday … 7 Sunday (spec 002 section 9: the calendar week starts Monday).
 * @example isoWeekday('2026-04-06') // 1 (Easter Monday)
 */
export function isoWeekday(date: IsoDate): number {
  return ((new Date(utcOf(date)).getUTCDay() + 6) % 7) + 1;
}

/**
 * Whole days from `from` to `to` (negative when `to` is earlier).
 * @example daysBetween('2026-02-27', '2026-03-02') // 3
 */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcOf(to) - utcOf(from)) / dayMs);
}

/**
 * A date as the test drive calendar writes it (spec 002 section 3: disabled dates YYYY/MM/DD).
 * @example slashDate('2026-04-06') // '2026/04/06'
 */
export function slashDate(date: IsoDate): string {
  return date.replaceAll('-', '/');
}

/**
 * A date written DD.MM.YYYY (spec 002 sections 3 and 9: formatDate, payment due dates).
 * @example dottedDate('2026-04-06') // '06.04.2026'
 */
export function dottedDate(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}
