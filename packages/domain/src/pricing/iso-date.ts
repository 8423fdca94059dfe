/**
 * A calendar date written YYYY-MM-DD, the local date in the market's time zone (see `localDate`).
 * ISO dates compare correctly as strings, which is all the rate tables need.
 * @example const date: IsoDate = '2026-11-22';
 */
export type IsoDate = string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for a real calendar date written YYYY-MM-DD.
 * @example isIsoDate('2026-02-28') // true
 * @example isIsoDate('2026-02-30') // false
 */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
