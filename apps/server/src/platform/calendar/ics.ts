import { localStamp, timeZoneLines, zoneOffsetMinutes } from './vtimezone';

/**
 * A calendar file (iCalendar, RFC 5545) with one event, to attach to an email: a test drive, a delivery
 * appointment. Times are written in UTC (`DTSTART:20261201T223000Z`), which every calendar converts to its
 * owner's zone; with `timeZone` they are the centre's wall-clock time with its TZID
 * (`DTSTART;TZID=Australia/Sydney:20261214T100000`) and the file carries that zone's VTIMEZONE. Either way the
 * caller turns the centre's wall-clock time into an instant first (`zonedInstant` in the domain). A changed appointment is the same `uid` with a higher `sequence`; a cancelled
 * one is `status: 'CANCELLED'` (sent with `method: 'CANCEL'`), which calendars use to update or remove the event.
 */
export interface CalendarEvent {
  /** Globally unique and stable for the appointment, e.g. `test-drive-<id>@shop.example`. */
  uid: string;
  /** 0 at first, one more at every change. */
  sequence: number;
  start: Date;
  end: Date;
  /** The IANA zone to write start and end in (with its VTIMEZONE); UTC without it. */
  timeZone?: string;
  /** When this version of the event was written. */
  stamp: Date;
  summary: string;
  description?: string;
  location?: string;
  /** A page about the appointment (absolute http(s) URL). */
  url?: string;
  status: 'CONFIRMED' | 'CANCELLED';
  organizer?: { name: string; email: string };
  /** A reminder this many minutes before the start. */
  alarmMinutesBefore?: number;
}

export interface CalendarFileOptions {
  /** PUBLISH for an appointment the recipient keeps; CANCEL to withdraw it. */
  method: 'PUBLISH' | 'CANCEL';
  /** PRODID: who wrote the file, e.g. `-//Cadillac//Showroom//EN`. */
  productId: string;
}

/** The MIME type of a calendar file with its method, as mail clients expect it. */
export const calendarContentType = (method: CalendarFileOptions['method']) =>
  `text/calendar; charset=utf-8; method=${method}`;

/** A UTC date-time: 20261201T223000Z. */
function utc(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('A calendar event needs real dates.');
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 section 3.3.11). */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line to at most 75 octets (RFC 5545 section 3.1): a CRLF and one space before each
 * continuation, never splitting a UTF-8 character.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** DTSTART or DTEND: UTC, or local time with the zone's TZID. */
function dateTime(name: string, instant: Date, timeZone: string | undefined): string {
  const written = utc(instant);
  if (!timeZone) return `${name}:${written}`;
  return `${name};TZID=${timeZone}:${localStamp(instant, zoneOffsetMinutes(timeZone, instant))}`;
}

/** One VCALENDAR with one VEVENT, lines folded and ended with CRLF. */
export function calendarFile(event: CalendarEvent, options: CalendarFileOptions): string {
  if (event.end <= event.start) throw new RangeError('A calendar event must end after it starts.');
  if (event.url && !/^https?:\/\//.test(event.url))
    throw new RangeError('A calendar event URL must be absolute.');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method}`,
    ...(event.timeZone ? timeZoneLines(event.timeZone, event.start) : []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    dateTime('DTSTART', event.start, event.timeZone),
    dateTime('DTEND', event.end, event.timeZone),
    `SUMMARY:${text(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN="${event.organizer.name.replace(/"/g, "'")}":mailto:${event.organizer.email}`]
      : []),
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    ...(event.alarmMinutesBefore && event.status === 'CONFIRMED'
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `TRIGGER:-PT${event.alarmMinutesBefore}M`,
          `DESCRIPTION:${text(event.summary)}`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
