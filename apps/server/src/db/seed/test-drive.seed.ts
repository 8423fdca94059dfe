import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { testDriveFleet, testDriveSlotTimes, variants } from '../schema';

/**
 * SAMPLE capacity for test drives, invented until each centre gives its own: drives of 90 minutes start at 9:30,
 * 11:00, 12:30, 14:00 and 15:30 on weekdays and at 9:30, 11:00, 12:30 and 14:00 on Saturday (inside the seeded
 * opening hours), with two sales ambassadors each. Each centre lends one demonstrator of every variant of its
 * country, the Melbourne test drive centre two.
 */
const centres = [
  { id: 'sydney-rosebery', country: 'AU', demonstrators: 1 },
  { id: 'melbourne', country: 'AU', demonstrators: 2 },
  { id: 'auckland', country: 'NZ', demonstrators: 1 },
];
const weekdayStarts = ['09:30', '11:00', '12:30', '14:00', '15:30'];
const saturdayStarts = ['09:30', '11:00', '12:30', '14:00'];
const ambassadors = 2;

/** Idempotent: adds what is missing and keeps what staff changed. */
export async function seedTestDrives(db: Db): Promise<void> {
  const times = centres.flatMap(({ id }) => [
    ...[1, 2, 3, 4, 5].flatMap((weekday) =>
      weekdayStarts.map((startsAt) => ({ centreId: id, weekday, startsAt, ambassadors })),
    ),
    ...saturdayStarts.map((startsAt) => ({ centreId: id, weekday: 6, startsAt, ambassadors })),
  ]);
  await db.insert(testDriveSlotTimes).values(times).onConflictDoNothing();
  const offered = await db
    .select({ id: variants.id, country: variants.country })
    .from(variants)
    .where(inArray(variants.country, ['AU', 'NZ']));
  const fleet = centres.flatMap((centre) =>
    offered
      .filter((variant) => variant.country === centre.country)
      .map((variant) => ({
        centreId: centre.id,
        variantId: variant.id,
        vehicles: centre.demonstrators,
        isSample: true,
      })),
  );
  if (fleet.length) await db.insert(testDriveFleet).values(fleet).onConflictDoNothing();
}
