import { and, eq, lt, sql } from 'drizzle-orm';
import {
  customers,
  testDriveBookings,
  testDriveSlots,
  testDriveSlotVehicles,
  variants,
} from '../../db/schema';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/app-error';
import type { DbExecutor } from '../../platform/mail';

export type BookingRow = typeof testDriveBookings.$inferSelect;
export type NewBooking = typeof testDriveBookings.$inferInsert;

/** A seat to take: the slot (made on first booking, with the capacity it has then) and the variant. */
export interface SeatRequest {
  centreId: string;
  variantId: string;
  localDate: string;
  localTime: string;
  startsAt: Date;
  ambassadors: number;
  vehicles: number;
}

export const slotTaken = () =>
  new AppError(409, 'SlotTaken', 'This time is no longer available. Please select another time.');

/**
 * Seats and bookings. Taking a seat is two conditional updates (`booked = booked + 1 … where booked < capacity`)
 * on rows whose check constraints forbid `booked` past capacity, so two people can never get the last seat:
 * on PostgreSQL the second update waits for the first's row lock and then finds the slot full.
 */
export function testDriveBookingRepository(db: Db) {
  return {
    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Takes one ambassador and one demonstrator in a slot; throws 409 SlotTaken when either is gone. */
    async takeSeat(tx: DbExecutor, seat: SeatRequest): Promise<string> {
      await tx
        .insert(testDriveSlots)
        .values({
          centreId: seat.centreId,
          startsAt: seat.startsAt,
          localDate: seat.localDate,
          localTime: seat.localTime,
          ambassadors: seat.ambassadors,
        })
        .onConflictDoNothing({ target: [testDriveSlots.centreId, testDriveSlots.startsAt] });
      const [slot] = await tx
        .update(testDriveSlots)
        .set({ booked: sql`${testDriveSlots.booked} + 1` })
        .where(
          and(
            eq(testDriveSlots.centreId, seat.centreId),
            eq(testDriveSlots.startsAt, seat.startsAt),
            lt(testDriveSlots.booked, testDriveSlots.ambassadors),
          ),
        )
        .returning({ id: testDriveSlots.id });
      if (!slot) throw slotTaken();
      await tx
        .insert(testDriveSlotVehicles)
        .values({ slotId: slot.id, variantId: seat.variantId, vehicles: seat.vehicles })
        .onConflictDoNothing();
      const [vehicle] = await tx
        .update(testDriveSlotVehicles)
        .set({ booked: sql`${testDriveSlotVehicles.booked} + 1` })
        .where(
          and(
            eq(testDriveSlotVehicles.slotId, slot.id),
            eq(testDriveSlotVehicles.variantId, seat.variantId),
            lt(testDriveSlotVehicles.booked, testDriveSlotVehicles.vehicles),
          ),
        )
        .returning({ slotId: testDriveSlotVehicles.slotId });
      if (!vehicle) throw slotTaken();
      return slot.id;
    },

    /** Gives back the ambassador and the demonstrator a booking held. */
    async releaseSeat(tx: DbExecutor, slotId: string, variantId: string): Promise<void> {
      await tx
        .update(testDriveSlots)
        .set({ booked: sql`${testDriveSlots.booked} - 1` })
        .where(eq(testDriveSlots.id, slotId));
      await tx
        .update(testDriveSlotVehicles)
        .set({ booked: sql`${testDriveSlotVehicles.booked} - 1` })
        .where(and(eq(testDriveSlotVehicles.slotId, slotId), eq(testDriveSlotVehicles.variantId, variantId)));
    },

    async insertBooking(tx: DbExecutor, values: NewBooking): Promise<BookingRow> {
      const [row] = await tx.insert(testDriveBookings).values(values).returning();
      if (!row) throw new Error('The test drive booking was not written.');
      return row;
    },

    async updateBooking(tx: DbExecutor, id: string, values: Partial<NewBooking>): Promise<BookingRow> {
      const [row] = await tx
        .update(testDriveBookings)
        .set(values)
        .where(eq(testDriveBookings.id, id))
        .returning();
      if (!row) throw new Error('The test drive booking was not updated.');
      return row;
    },

    /**
     * A booking by its webkey with its slot, variant and (when booked signed in) its customer's market ids, locked
     * for update when given a transaction.
     */
    async findByWebkey(webkey: string, tx?: DbExecutor) {
      const query = (tx ?? db)
        .select({
          booking: testDriveBookings,
          slot: testDriveSlots,
          variantName: variants.name,
          customer: {
            auCustomerId: customers.auCustomerId,
            auCustomerNo: customers.auCustomerNo,
            nzCustomerId: customers.nzCustomerId,
            nzCustomerNo: customers.nzCustomerNo,
          },
        })
        .from(testDriveBookings)
        .innerJoin(testDriveSlots, eq(testDriveSlots.id, testDriveBookings.slotId))
        .innerJoin(variants, eq(variants.id, testDriveBookings.variantId))
        .leftJoin(customers, eq(customers.id, testDriveBookings.customerId))
        .where(eq(testDriveBookings.webkey, webkey));
      const [row] = tx ? await query.for('update', { of: testDriveBookings }) : await query;
      return row;
    },
  };
}

export type TestDriveBookingRepository = ReturnType<typeof testDriveBookingRepository>;
