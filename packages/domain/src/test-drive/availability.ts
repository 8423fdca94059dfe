import {
  addDays,
  type ClockTime,
  type HolidayRegion,
  holidayYears,
  isoWeekday,
  minutesOfDay,
  publicHolidayOn,
  zonedInstant,
} from '../calendar';
import type { IsoDate } from '../pricing/iso-date';
import { testDriveLeadMinutes, testDriveMinutes, testDriveWindowDays } from './test-drive-rules';

/** What a centre offers for test drives of one variant: its hours, its own closed dates and its capacity. */
export interface TestDriveCalendar {
  timeZone: string;
  region: HolidayRegion;
  /** Opening hours per ISO weekday; a weekday without an entry is closed. */
  openingHours: readonly { weekday: number; opensAt: ClockTime; closesAt: ClockTime }[];
  closures: readonly IsoDate[];
  /** When drives start on each weekday and how many ambassadors are free then. */
  slotTimes: readonly { weekday: number; startsAt: ClockTime; ambassadors: number }[];
  /** Demonstrators of the variant. */
  vehicles: number;
}

/** A slot already booked at least once: what its rows say is taken (and its capacity when it was made). */
export interface BookedSlot {
  localDate: IsoDate;
  localTime: ClockTime;
  ambassadors: number;
  ambassadorsBooked: number;
  /** Null when nobody booked this variant in the slot yet. */
  vehicles: number | null;
  vehiclesBooked: number;
}

export interface TestDriveSlot {
  time: ClockTime;
  /** Ambassadors the slot has when nobody booked it yet (its capacity row is made from this). */
  ambassadors: number;
  startsAt: Date;
  endsAt: Date;
  isAvailable: boolean;
}

const minuteMs = 60_000;

/** False for a public holiday, a closure or a date past the holiday tables (it cannot be promised). */
function isOpenDate(calendar: TestDriveCalendar, date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  if (year < holidayYears.first || year > holidayYears.last) return false;
  return !publicHolidayOn(calendar.region, date) && !calendar.closures.includes(date);
}

/**
 * The test drive slots of a date, each available when it fits in the opening hours, starts at least the lead time
 * after `now`, and has a free ambassador and a free demonstrator. `keep` is a slot the caller already holds (a
 * booking being changed): it counts as available for them.
 * @example slotsOn(calendar, '2026-12-07', [], new Date('2026-12-01T00:00:00Z')).map((s) => s.time)
 * // ['09:30', '11:00', '12:30', '14:00', '15:30']
 */
export function slotsOn(
  calendar: TestDriveCalendar,
  date: IsoDate,
  booked: readonly BookedSlot[],
  now: Date,
  keep?: { localDate: IsoDate; localTime: ClockTime },
): TestDriveSlot[] {
  const weekday = isoWeekday(date);
  const hours = calendar.openingHours.find((h) => h.weekday === weekday);
  if (!hours || !isOpenDate(calendar, date)) return [];
  const opens = minutesOfDay(hours.opensAt);
  const closes = minutesOfDay(hours.closesAt);
  const earliest = now.getTime() + testDriveLeadMinutes * minuteMs;
  return calendar.slotTimes
    .filter((slot) => slot.weekday === weekday)
    .filter((slot) => {
      const start = minutesOfDay(slot.startsAt);
      return start >= opens && start + testDriveMinutes <= closes;
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((slot) => {
      const startsAt = zonedInstant(date, slot.startsAt, calendar.timeZone);
      const taken = booked.find((b) => b.localDate === date && b.localTime === slot.startsAt);
      const held = keep?.localDate === date && keep.localTime === slot.startsAt;
      const ambassadorsFree = taken ? taken.ambassadors - taken.ambassadorsBooked : slot.ambassadors;
      const vehiclesFree =
        taken?.vehicles != null ? taken.vehicles - taken.vehiclesBooked : calendar.vehicles;
      return {
        time: slot.startsAt,
        ambassadors: slot.ambassadors,
        startsAt,
        endsAt: new Date(startsAt.getTime() + testDriveMinutes * minuteMs),
        isAvailable: startsAt.getTime() >= earliest && (held || (ambassadorsFree > 0 && vehiclesFree > 0)),
      };
    });
}

/**
 * The booking window from `today` (the centre's local date): its first date with a free slot, its last date,
 * and every date in between without one. `minDate` is null when nothing in the window is free.
 * @example availableDates(calendar, '2026-12-01', [], now).maxDate // '2027-01-30'
 */
export function availableDates(
  calendar: TestDriveCalendar,
  today: IsoDate,
  booked: readonly BookedSlot[],
  now: Date,
  keep?: { localDate: IsoDate; localTime: ClockTime },
): { minDate: IsoDate | null; maxDate: IsoDate; disabledDates: IsoDate[] } {
  const maxDate = addDays(today, testDriveWindowDays);
  const disabledDates: IsoDate[] = [];
  let minDate: IsoDate | null = null;
  for (let date = today; date <= maxDate; date = addDays(date, 1)) {
    const open = slotsOn(calendar, date, booked, now, keep).some((slot) => slot.isAvailable);
    if (open) minDate ??= date;
    else disabledDates.push(date);
  }
  return { minDate, maxDate, disabledDates: disabledDates.filter((date) => !minDate || date > minDate) };
}
