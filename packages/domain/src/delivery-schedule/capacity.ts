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
import type { DeliveryChoice } from '../delivery/selection';
import type { IsoDate } from '../pricing/iso-date';
import { handoverMinutes } from './rules';

/** What a centre offers for handovers: its hours, its own closed dates, its slots with bays, its daily deliveries. */
export interface HandoverCalendar {
  timeZone: string;
  region: HolidayRegion;
  /** Opening hours per ISO weekday; a weekday without an entry is closed. */
  openingHours: readonly { weekday: number; opensAt: ClockTime; closesAt: ClockTime }[];
  closures: readonly IsoDate[];
  /** When handovers start on each weekday and how many handover bays the centre has then. */
  slotTimes: readonly { weekday: number; startsAt: ClockTime; bays: number }[];
  /** Home deliveries the centre can send out on one day. */
  homeDeliveriesPerDay: number;
}

/** Counters already made for a centre: per pick-up slot (date and time) or per home-delivery day (time null). */
export interface TakenCapacity {
  localDate: IsoDate;
  /** Null for a home-delivery day. */
  localTime: ClockTime | null;
  capacity: number;
  booked: number;
}

/** The appointment an order already holds: it stays available to that order while it reschedules. */
export interface HeldAppointment {
  localDate: IsoDate;
  localTime: ClockTime;
}

export interface DeliverySlot {
  time: ClockTime;
  /** The capacity a new counter for this slot (pick-up) or day (home delivery) is made with. */
  capacity: number;
  startsAt: Date;
  endsAt: Date;
  isAvailable: boolean;
}

const minuteMs = 60_000;

/** False for a public holiday, a closure, a weekday without hours, or a date past the holiday tables. */
export function isHandoverDay(calendar: HandoverCalendar, date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  if (year < holidayYears.first || year > holidayYears.last) return false;
  if (!calendar.openingHours.some((hours) => hours.weekday === isoWeekday(date))) return false;
  return !publicHolidayOn(calendar.region, date) && !calendar.closures.includes(date);
}

/**
 * The handover times of a date at a centre. Pick-up: each slot inside the opening hours, available while a bay is
 * free. Home delivery: the same times, all available while the centre's deliveries of that day are not used up.
 * `held` is the order's own appointment: it counts as available for that order.
 * @example deliverySlotsOn(calendar, 'Pickup', '2026-12-14', []).map((s) => s.time) // ['10:00', '11:30', …]
 */
export function deliverySlotsOn(
  calendar: HandoverCalendar,
  option: DeliveryChoice,
  date: IsoDate,
  taken: readonly TakenCapacity[],
  held?: HeldAppointment,
): DeliverySlot[] {
  if (!isHandoverDay(calendar, date)) return [];
  const weekday = isoWeekday(date);
  const hours = calendar.openingHours.find((h) => h.weekday === weekday);
  if (!hours) return [];
  const opens = minutesOfDay(hours.opensAt);
  const closes = minutesOfDay(hours.closesAt);
  const day = taken.find((t) => t.localDate === date && t.localTime === null);
  const dayFree = day ? day.capacity - day.booked : calendar.homeDeliveriesPerDay;
  const heldDay = held?.localDate === date;
  return calendar.slotTimes
    .filter((slot) => slot.weekday === weekday)
    .filter((slot) => {
      const start = minutesOfDay(slot.startsAt);
      return start >= opens && start + handoverMinutes <= closes;
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((slot) => {
      const startsAt = zonedInstant(date, slot.startsAt, calendar.timeZone);
      const endsAt = new Date(startsAt.getTime() + handoverMinutes * minuteMs);
      if (option === 'HomeDelivery') {
        return {
          time: slot.startsAt,
          capacity: calendar.homeDeliveriesPerDay,
          startsAt,
          endsAt,
          isAvailable: heldDay || dayFree > 0,
        };
      }
      const counter = taken.find((t) => t.localDate === date && t.localTime === slot.startsAt);
      const free = counter ? counter.capacity - counter.booked : slot.bays;
      const isHeld = heldDay && held?.localTime === slot.startsAt;
      return { time: slot.startsAt, capacity: slot.bays, startsAt, endsAt, isAvailable: isHeld || free > 0 };
    });
}

/**
 * The dates between `from` and `to` without an available handover time (closed days, holidays, full days), for
 * the wizard's calendar.
 */
export function unavailableDeliveryDates(
  calendar: HandoverCalendar,
  option: DeliveryChoice,
  from: IsoDate,
  to: IsoDate,
  taken: readonly TakenCapacity[],
  held?: HeldAppointment,
): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!deliverySlotsOn(calendar, option, date, taken, held).some((slot) => slot.isAvailable))
      dates.push(date);
  }
  return dates;
}
