import type { IsoDate } from '../pricing/iso-date';

/** A wall-clock time written HH:MM (24 hours). */
export type ClockTime = string;

const clockPattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * True for a time of day written HH:MM.
 * @example isClockTime('09:30') // true
 * @example isClockTime('9:30') // false
 */
export function isClockTime(value: unknown): value is ClockTime {
  return typeof value === 'string' && clockPattern.test(value);
}

/**
 * Minutes after midnight of a clock time.
 * @example minutesOfDay('13:30') // 810
 */
export function minutesOfDay(time: ClockTime): number {
  const match = clockPattern.exec(time);
  if (!match) throw new RangeError(`"${time}" is not a time written HH:MM.`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The clock time of minutes after midnight.
 * @example clockTimeOf(810) // '13:30'
 */
export function clockTimeOf(minutes: number): ClockTime {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes (e.g. 600 for AEST). */
function offsetMinutes(instant: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time on a date is reached in a time zone (daylight saving included). A time skipped by
 * the clocks going forward answers the instant an hour later; a repeated hour answers its first occurrence.
 * @example zonedInstant('2026-04-06', '09:00', 'Australia/Sydney').toISOString() // '2026-04-05T23:00:00.000Z'
 * @example zonedInstant('2026-01-15', '09:00', 'Australia/Sydney').toISOString() // '2026-01-14T22:00:00.000Z'
 */
export function zonedInstant(date: IsoDate, time: ClockTime, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) throw new RangeError(`"${date} ${time}" is not a date and time.`);
  // The offsets a day either side cover any change of offset on this date (zones change at most once a day).
  const before = offsetMinutes(wall - 86_400_000, timeZone);
  const after = offsetMinutes(wall + 86_400_000, timeZone);
  const readings = [...new Set([before, after])]
    .map((offset) => wall - offset * 60_000)
    .filter((candidate) => candidate + offsetMinutes(candidate, timeZone) * 60_000 === wall)
    .sort((a, b) => a - b);
  // No reading in the gap the clocks skip: the offset before the change puts it that much later.
  return new Date(readings[0] ?? wall - before * 60_000);
}
