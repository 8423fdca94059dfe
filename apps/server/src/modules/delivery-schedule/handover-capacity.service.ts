import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { handoverSlots, handoverSlotTimes, homeDeliveryCapacity, homeDeliveryDays } from '../../db/schema';
import type { Db } from '../../platform/db';

export interface SlotTime {
  centreId: string;
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: number;
  /** HH:MM, the centre's local time. */
  startsAt: string;
  bays: number;
}

/**
 * Handover capacity as staff change it (the back-office issue builds the screens on these): a centre's handover
 * times with their bays, and its home deliveries a day. A change also applies to the counters already made for
 * dates from `from` on (never below what is booked there: those appointments stand), so it is not limited to
 * slots nobody has booked yet.
 */
export function handoverCapacityService(db: Db) {
  return {
    async list(centreId: string) {
      const [slotTimes, home] = await Promise.all([
        db
          .select()
          .from(handoverSlotTimes)
          .where(eq(handoverSlotTimes.centreId, centreId))
          .orderBy(asc(handoverSlotTimes.weekday), asc(handoverSlotTimes.startsAt)),
        db.select().from(homeDeliveryCapacity).where(eq(homeDeliveryCapacity.centreId, centreId)),
      ]);
      return { slotTimes, homeDeliveriesPerDay: home[0]?.deliveriesPerDay ?? 0 };
    },

    /** Adds a handover time or changes its bays; counters of that weekday and time from `from` on follow. */
    async setSlotTime(slot: SlotTime, from: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(handoverSlotTimes)
          .values(slot)
          .onConflictDoUpdate({
            target: [handoverSlotTimes.centreId, handoverSlotTimes.weekday, handoverSlotTimes.startsAt],
            set: { bays: slot.bays },
          });
        await tx
          .update(handoverSlots)
          .set({ bays: sql`greatest(${handoverSlots.booked}, ${slot.bays})` })
          .where(
            and(
              eq(handoverSlots.centreId, slot.centreId),
              eq(handoverSlots.localTime, slot.startsAt),
              gte(handoverSlots.localDate, from),
              sql`extract(isodow from ${handoverSlots.localDate}) = ${slot.weekday}`,
            ),
          );
      });
    },

    /** Stops offering a handover time (appointments already made at it stand). */
    async removeSlotTime(slot: Omit<SlotTime, 'bays'>): Promise<void> {
      await db
        .delete(handoverSlotTimes)
        .where(
          and(
            eq(handoverSlotTimes.centreId, slot.centreId),
            eq(handoverSlotTimes.weekday, slot.weekday),
            eq(handoverSlotTimes.startsAt, slot.startsAt),
          ),
        );
    },

    /** Sets a centre's home deliveries a day; the days already booked from `from` on follow. */
    async setHomeDeliveriesPerDay(centreId: string, deliveriesPerDay: number, from: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(homeDeliveryCapacity)
          .values({ centreId, deliveriesPerDay })
          .onConflictDoUpdate({ target: homeDeliveryCapacity.centreId, set: { deliveriesPerDay } });
        await tx
          .update(homeDeliveryDays)
          .set({ capacity: sql`greatest(${homeDeliveryDays.booked}, ${deliveriesPerDay})` })
          .where(and(eq(homeDeliveryDays.centreId, centreId), gte(homeDeliveryDays.localDate, from)));
      });
    },
  };
}

export type HandoverCapacityService = ReturnType<typeof handoverCapacityService>;
