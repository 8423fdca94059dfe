import { addDays, dottedDate } from '../calendar';
import { localDate } from '../market/market';
import type { IsoDate } from '../pricing/iso-date';

/** The earliest handover is this many days after today in the market's zone; it is also the default (spec 002 s. 9). */
export const deliveryLeadDays = 20;

/** How far ahead a handover can be booked, in days after the earliest date (ours: the spec sets no end). */
export const deliveryWindowDays = 90;

/** How long a handover appointment lasts, for the calendar file (ours: the spec does not say). */
export const handoverMinutes = 60;

/** The wizard's and the server's messages (spec 002 section 8 for the times; the rest are ours). */
export const deliveryScheduleMessages = {
  noTimes: 'No available time found.',
  date: 'Please select a date',
  time: 'Please select a time',
  tooEarly: `The earliest delivery date is ${deliveryLeadDays} days from today.`,
  tooLate: `Delivery can be scheduled up to ${deliveryWindowDays} days after the earliest date.`,
  closed: 'The Experience Centre is closed on this date. Please choose another date.',
  location: 'Please select a pick-up location',
  slotTaken: 'This time is no longer available. Please choose another time.',
} as const;

/** The first date a handover can be booked for (and the wizard's default), in the market's zone. */
export function earliestDeliveryDate(now: Date, timeZone: string): IsoDate {
  return addDays(localDate(now, timeZone), deliveryLeadDays);
}

/** The last date a handover can be booked for. */
export function latestDeliveryDate(now: Date, timeZone: string): IsoDate {
  return addDays(earliestDeliveryDate(now, timeZone), deliveryWindowDays);
}

/**
 * DD.MM.YYYY on the wire (spec 002 section 9) to YYYY-MM-DD; undefined when it is not a real date.
 * @example isoFromDotted('07.12.2026') // '2026-12-07'
 */
export function isoFromDotted(value: string): IsoDate | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const at = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** The wire's date from YYYY-MM-DD. */
export const dottedFromIso = dottedDate;

const longDate = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The screen's writing of a handover date, 'dddd, DD MMMM YYYY' (spec 002 section 9).
 * @example displayDeliveryDate('2026-12-07') // 'Monday, 07 December 2026'
 */
export function displayDeliveryDate(date: IsoDate): string {
  const parts = longDate.formatToParts(new Date(`${date}T00:00:00Z`));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('weekday')}, ${get('day')} ${get('month')} ${get('year')}`;
}

/**
 * A date of the wire ('DD.MM.YYYY': delivery and payment due dates) written as the screens and documents write dates,
 * 'dddd, DD MMMM YYYY'; what is not such a date is returned as it came.
 * @example displayWireDate('23.12.2027') // 'Thursday, 23 December 2027'
 */
export function displayWireDate(dotted: string): string {
  const iso = isoFromDotted(dotted);
  return iso ? displayDeliveryDate(iso) : dotted;
}
