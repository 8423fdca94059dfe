/**
 * A VTIMEZONE component (RFC 5545 section 3.6.5) for an IANA zone, built from the runtime's own zone data: the
 * zone's offset changes over the years around an event, each as a dated STANDARD or DAYLIGHT observance. An event
 * written with `DTSTART;TZID=Australia/Sydney:…` then reads as the centre's wall-clock time in every calendar.
 */

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes (Sydney in January: 660). */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** A local date-time as iCalendar writes it: 20261214T100000. */
export function localStamp(instant: Date, offsetMinutes: number): string {
  return new Date(instant.getTime() + offsetMinutes * minuteMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}

const utcOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/** The first minute in (from, to] at which the offset differs from the one at `from`. */
function transitionBetween(timeZone: string, from: number, to: number): number {
  const before = zoneOffsetMinutes(timeZone, new Date(from));
  let low = from;
  let high = to;
  while (high - low > minuteMs) {
    const middle = low + Math.floor((high - low) / 2 / minuteMs) * minuteMs;
    if (zoneOffsetMinutes(timeZone, new Date(middle)) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** The VTIMEZONE lines of a zone covering the year before to the year after `around`. */
export function timeZoneLines(timeZone: string, around: Date): string[] {
  const year = around.getUTCFullYear();
  const start = Date.UTC(year - 1, 0, 1);
  const end = Date.UTC(year + 2, 0, 1);
  const changes: { at: number; from: number; to: number }[] = [];
  for (let day = start; day < end; day += dayMs) {
    const from = zoneOffsetMinutes(timeZone, new Date(day));
    const to = zoneOffsetMinutes(timeZone, new Date(day + dayMs));
    if (from !== to) changes.push({ at: transitionBetween(timeZone, day, day + dayMs), from, to });
  }
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (changes.length === 0) {
    const offset = utcOffset(zoneOffsetMinutes(timeZone, around));
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    );
  }
  for (const change of changes) {
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(new Date(change.at), change.from)}`,
      `TZOFFSETFROM:${utcOffset(change.from)}`,
      `TZOFFSETTO:${utcOffset(change.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
