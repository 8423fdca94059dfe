import type { BookedSlot, CountryCode, IsoDate } from '@showroom/domain';
import { and, asc, eq, exists, gt, gte, lte, sql } from 'drizzle-orm';
import {
  centreClosures,
  centreOpeningHours,
  experienceCentres,
  testDriveBookings,
  testDriveFleet,
  testDriveSlots,
  testDriveSlotTimes,
  testDriveSlotVehicles,
  variants,
} from '../../db/schema';
import type { Db } from '../../platform/db';
import { holdRunOut } from './test-drive-booking.repository';

export type CentreRow = typeof experienceCentres.$inferSelect;

/** The centres, capacity and calendars test drives are offered from, and what is taken (read side; nothing here writes). */
export function testDriveCalendarRepository(db: Db) {
  /** A centre offers drives when it has slot times and at least one demonstrator. */
  const offersDrives = and(
    exists(db.select().from(testDriveSlotTimes).where(eq(testDriveSlotTimes.centreId, experienceCentres.id))),
    exists(
      db
        .select()
        .from(testDriveFleet)
        .where(and(eq(testDriveFleet.centreId, experienceCentres.id), gt(testDriveFleet.vehicles, 0))),
    ),
  );

  return {
    listLocations(country: CountryCode): Promise<CentreRow[]> {
      return db
        .select()
        .from(experienceCentres)
        .where(and(eq(experienceCentres.country, country), offersDrives))
        .orderBy(asc(experienceCentres.sortOrder), asc(experienceCentres.name));
    },

    async findLocation(centreId: string): Promise<CentreRow | undefined> {
      const [row] = await db
        .select()
        .from(experienceCentres)
        .where(and(eq(experienceCentres.id, centreId), offersDrives));
      return row;
    },

    /** A centre whether or not it offers drives now (a booking made earlier still names it). */
    async findCentre(centreId: string): Promise<CentreRow | undefined> {
      const [row] = await db.select().from(experienceCentres).where(eq(experienceCentres.id, centreId));
      return row;
    },

    /** The variants a centre has demonstrators of, in catalogue order, with how many. */
    variantsAt(centreId: string) {
      return db
        .select({ id: variants.id, name: variants.name, vehicles: testDriveFleet.vehicles })
        .from(testDriveFleet)
        .innerJoin(variants, eq(variants.id, testDriveFleet.variantId))
        .where(and(eq(testDriveFleet.centreId, centreId), gt(testDriveFleet.vehicles, 0)))
        .orderBy(asc(variants.orderingNo));
    },

    /** Weekly hours, closures from `from` on, and slot times of a centre. */
    async calendarOf(centreId: string, from: IsoDate) {
      const [openingHours, closures, slotTimes] = await Promise.all([
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
            weekday: testDriveSlotTimes.weekday,
            startsAt: testDriveSlotTimes.startsAt,
            ambassadors: testDriveSlotTimes.ambassadors,
          })
          .from(testDriveSlotTimes)
          .where(eq(testDriveSlotTimes.centreId, centreId)),
      ]);
      return { openingHours, closures: closures.map((c) => c.date), slotTimes };
    },

    /**
     * What is taken of each booked slot of a centre between two dates, for one variant, at `now`: a hold that ran
     * out still sits in the counters until the sweep (or the next booking of its slot) gives it back, so it is
     * subtracted here.
     */
    bookedSlots(
      centreId: string,
      variantId: string,
      from: IsoDate,
      to: IsoDate,
      now: Date,
    ): Promise<BookedSlot[]> {
      const runOut = (ofVariant: boolean) =>
        sql`(select count(*) from ${testDriveBookings} where ${and(
          eq(testDriveBookings.slotId, testDriveSlots.id),
          ofVariant ? eq(testDriveBookings.variantId, variantId) : undefined,
          holdRunOut(now),
        )})`;
      return db
        .select({
          localDate: testDriveSlots.localDate,
          localTime: testDriveSlots.localTime,
          ambassadors: testDriveSlots.ambassadors,
          ambassadorsBooked: sql<number>`${testDriveSlots.booked} - ${runOut(false)}`.mapWith(Number),
          vehicles: testDriveSlotVehicles.vehicles,
          vehiclesBooked: sql<number>`coalesce(${testDriveSlotVehicles.booked}, 0) - ${runOut(true)}`.mapWith(
            Number,
          ),
        })
        .from(testDriveSlots)
        .leftJoin(
          testDriveSlotVehicles,
          and(
            eq(testDriveSlotVehicles.slotId, testDriveSlots.id),
            eq(testDriveSlotVehicles.variantId, variantId),
          ),
        )
        .where(
          and(
            eq(testDriveSlots.centreId, centreId),
            gte(testDriveSlots.localDate, from),
            lte(testDriveSlots.localDate, to),
          ),
        );
    },
  };
}

export type TestDriveCalendarRepository = ReturnType<typeof testDriveCalendarRepository>;
