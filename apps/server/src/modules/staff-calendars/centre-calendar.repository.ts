import type { CentreCalendar } from '@showroom/contract';
import { and, asc, eq, gte } from 'drizzle-orm';
import {
  centreClosures,
  centreOpeningHours,
  experienceCentres,
  testDriveFleet,
  testDriveSlotTimes,
  variants,
} from '../../db/schema';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/http/app-error';
import { handoverCapacityService } from '../delivery-schedule';

/** Reads a centre's calendar as the back office shows it (closures from `today` on). */
export async function readCentreCalendar(db: Db, centreId: string, today: string): Promise<CentreCalendar> {
  const [centre] = await db
    .select({ id: experienceCentres.id, country: experienceCentres.country, name: experienceCentres.name })
    .from(experienceCentres)
    .where(eq(experienceCentres.id, centreId));
  if (!centre) throw notFound(`The centre ${centreId}`);
  const openingHours = await db
    .select({
      weekday: centreOpeningHours.weekday,
      opensAt: centreOpeningHours.opensAt,
      closesAt: centreOpeningHours.closesAt,
    })
    .from(centreOpeningHours)
    .where(eq(centreOpeningHours.centreId, centreId))
    .orderBy(asc(centreOpeningHours.weekday));
  const closures = await db
    .select({ date: centreClosures.date, reason: centreClosures.reason })
    .from(centreClosures)
    .where(and(eq(centreClosures.centreId, centreId), gte(centreClosures.date, today)))
    .orderBy(asc(centreClosures.date));
  const testDriveSlotTimesOf = await db
    .select({
      weekday: testDriveSlotTimes.weekday,
      startsAt: testDriveSlotTimes.startsAt,
      ambassadors: testDriveSlotTimes.ambassadors,
    })
    .from(testDriveSlotTimes)
    .where(eq(testDriveSlotTimes.centreId, centreId))
    .orderBy(asc(testDriveSlotTimes.weekday), asc(testDriveSlotTimes.startsAt));
  const fleet = await db
    .select({
      variantId: testDriveFleet.variantId,
      variantName: variants.name,
      vehicles: testDriveFleet.vehicles,
    })
    .from(testDriveFleet)
    .innerJoin(variants, eq(variants.id, testDriveFleet.variantId))
    .where(eq(testDriveFleet.centreId, centreId))
    .orderBy(asc(variants.orderingNo));
  const handover = await handoverCapacityService(db).list(centreId);
  return {
    centre,
    today,
    openingHours,
    closures,
    testDriveSlotTimes: testDriveSlotTimesOf,
    fleet,
    handoverSlotTimes: handover.slotTimes.map(({ weekday, startsAt, bays }) => ({ weekday, startsAt, bays })),
    homeDeliveriesPerDay: handover.homeDeliveriesPerDay,
  };
}

export function listCentres(db: Db) {
  return db
    .select({ id: experienceCentres.id, country: experienceCentres.country, name: experienceCentres.name })
    .from(experienceCentres)
    .orderBy(asc(experienceCentres.country), asc(experienceCentres.sortOrder), asc(experienceCentres.name));
}
