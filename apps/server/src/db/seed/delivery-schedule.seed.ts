import type { Db } from '../../platform/db';
import { handoverSlotTimes, homeDeliveryCapacity } from '../schema';

/**
 * SAMPLE handover capacity, invented until each centre gives its own. Sydney hands vehicles over at 10:00,
 * 11:30, 13:00 and 14:30 on weekdays and 10:00 and 11:30 on Saturday, two bays each, and sends out three home
 * deliveries a day; Auckland at 09:30, 11:00 and 14:00 on weekdays (one bay) and two home deliveries a day.
 * Only centres that hand vehicles over (open, pick-up available) get capacity.
 */
const centres = [
  {
    id: 'sydney-rosebery',
    weekdays: ['10:00', '11:30', '13:00', '14:30'],
    saturday: ['10:00', '11:30'],
    bays: 2,
    deliveriesPerDay: 3,
  },
  { id: 'auckland', weekdays: ['09:30', '11:00', '14:00'], saturday: [], bays: 1, deliveriesPerDay: 2 },
];

/** Idempotent: adds what is missing and keeps what staff changed. */
export async function seedDeliverySchedule(db: Db): Promise<void> {
  const times = centres.flatMap((centre) => [
    ...[1, 2, 3, 4, 5].flatMap((weekday) =>
      centre.weekdays.map((startsAt) => ({ centreId: centre.id, weekday, startsAt, bays: centre.bays })),
    ),
    ...centre.saturday.map((startsAt) => ({ centreId: centre.id, weekday: 6, startsAt, bays: centre.bays })),
  ]);
  await db.insert(handoverSlotTimes).values(times).onConflictDoNothing();
  await db
    .insert(homeDeliveryCapacity)
    .values(centres.map((centre) => ({ centreId: centre.id, deliveriesPerDay: centre.deliveriesPerDay })))
    .onConflictDoNothing();
}
