import type { CountryCode, IsoDate, TakenCapacity } from '@showroom/domain';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  centreClosures,
  centreOpeningHours,
  deliveryAppointments,
  experienceCentres,
  handoverSlots,
  handoverSlotTimes,
  homeDeliveryCapacity,
  homeDeliveryDays,
} from '../../db/schema';
import type { Db } from '../../platform/db';
import type { DbExecutor } from '../../platform/mail';

export type CentreRow = typeof experienceCentres.$inferSelect;
export type AppointmentRow = typeof deliveryAppointments.$inferSelect;

/** The centres, calendars and counters handovers are booked against (read side). */
export function handoverCalendarRepository(db: Db) {
  return {
    /** The market's centres that hand vehicles over: open, offering pick-up, with handover times. */
    handoverCentres(country: CountryCode): Promise<CentreRow[]> {
      return db
        .select()
        .from(experienceCentres)
        .where(
          and(
            eq(experienceCentres.country, country),
            eq(experienceCentres.opening, 'open'),
            eq(experienceCentres.pickupAvailable, true),
            sql`exists (select 1 from ${handoverSlotTimes} where ${handoverSlotTimes.centreId} = ${experienceCentres.id})`,
          ),
        )
        .orderBy(asc(experienceCentres.sortOrder), asc(experienceCentres.name));
    },

    async findCentre(centreId: string): Promise<CentreRow | undefined> {
      const [row] = await db.select().from(experienceCentres).where(eq(experienceCentres.id, centreId));
      return row;
    },

    /** Weekly hours, closures from `from` on, handover times with bays and the daily home deliveries of a centre. */
    async calendarOf(centreId: string, from: IsoDate) {
      const [openingHours, closures, slotTimes, home] = await Promise.all([
        db
          .select({
            weekday: centreOpeningHours.weekday,
            opensAt: centreOpeningHours.opensAt,
            closesAt: centreOpeningHours.closesAt,
          })
          .from(centreOpeningHours)
          .where(eq(centreOpeningHours.centreId, centreId)),
        db
          .select({ date: centreClosures.date })
          .from(centreClosures)
          .where(and(eq(centreClosures.centreId, centreId), gte(centreClosures.date, from))),
        db
          .select({
            weekday: handoverSlotTimes.weekday,
            startsAt: handoverSlotTimes.startsAt,
            bays: handoverSlotTimes.bays,
          })
          .from(handoverSlotTimes)
          .where(eq(handoverSlotTimes.centreId, centreId)),
        db
          .select({ perDay: homeDeliveryCapacity.deliveriesPerDay })
          .from(homeDeliveryCapacity)
          .where(eq(homeDeliveryCapacity.centreId, centreId)),
      ]);
      return {
        openingHours,
        closures: closures.map((c) => c.date),
        slotTimes,
        homeDeliveriesPerDay: home[0]?.perDay ?? 0,
      };
    },

    /** The counters of a centre between two dates: pick-up slots (with their time) and home-delivery days. */
    async taken(centreId: string, from: IsoDate, to: IsoDate): Promise<TakenCapacity[]> {
      const [slots, days] = await Promise.all([
        db
          .select({
            localDate: handoverSlots.localDate,
            localTime: handoverSlots.localTime,
            capacity: handoverSlots.bays,
            booked: handoverSlots.booked,
          })
          .from(handoverSlots)
          .where(
            and(
              eq(handoverSlots.centreId, centreId),
              gte(handoverSlots.localDate, from),
              lte(handoverSlots.localDate, to),
            ),
          ),
        db
          .select({
            localDate: homeDeliveryDays.localDate,
            capacity: homeDeliveryDays.capacity,
            booked: homeDeliveryDays.booked,
          })
          .from(homeDeliveryDays)
          .where(
            and(
              eq(homeDeliveryDays.centreId, centreId),
              gte(homeDeliveryDays.localDate, from),
              lte(homeDeliveryDays.localDate, to),
            ),
          ),
      ]);
      return [...slots, ...days.map((day) => ({ ...day, localTime: null }))];
    },

    async appointmentOf(orderId: string, tx: DbExecutor = db): Promise<AppointmentRow | undefined> {
      const [row] = await tx
        .select()
        .from(deliveryAppointments)
        .where(eq(deliveryAppointments.orderId, orderId));
      return row;
    },
  };
}

export type HandoverCalendarRepository = ReturnType<typeof handoverCalendarRepository>;
