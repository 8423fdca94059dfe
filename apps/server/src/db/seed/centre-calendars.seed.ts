import type { Db } from '../../platform/db';
import { centreClosures, centreOpeningHours } from '../schema';

type Hours = typeof centreOpeningHours.$inferInsert;

/**
 * SAMPLE: the research found no opening hours for the centres. Invented until each centre confirms its own:
 * Monday to Friday 9:00 to 17:30, Saturday 9:00 to 16:00, closed on Sunday, in the centre's local time.
 * Brisbane is not open yet, so it has no hours (closed every day) until staff give it some.
 */
const weeklyHours: Omit<Hours, 'centreId'>[] = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '17:30' })),
  { weekday: 6, opensAt: '09:00', closesAt: '16:00' },
];
const openCentres = ['sydney-rosebery', 'melbourne', 'auckland'];

/** SAMPLE: the centres close on Christmas Eve and New Year's Eve (not public holidays in NSW, VIC or NZ). */
const closures = ['2026-12-24', '2026-12-31', '2027-12-24', '2027-12-31', '2028-12-24', '2028-12-31'];

/** Idempotent: adds what is missing and keeps what staff changed. */
export async function seedCentreCalendars(db: Db): Promise<void> {
  await db
    .insert(centreOpeningHours)
    .values(openCentres.flatMap((centreId) => weeklyHours.map((hours) => ({ centreId, ...hours }))))
    .onConflictDoNothing();
  await db
    .insert(centreClosures)
    .values(
      openCentres.flatMap((centreId) =>
        closures.map((date) => ({ centreId, date, reason: 'Closed for the holidays (SAMPLE)' })),
      ),
    )
    .onConflictDoNothing();
}
