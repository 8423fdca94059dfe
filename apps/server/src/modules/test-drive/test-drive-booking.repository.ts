import { and, asc, eq, gt, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  customers,
  testDriveBookings,
  testDriveSlots,
  testDriveSlotVehicles,
  variants,
} from '../../db/schema';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/app-error';
import { type DbExecutor, isCustomersOwnEmail } from '../../platform/mail';

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
  /** Holds of this slot that ran out by now are given back first. */
  now: Date;
}

const pending = eq(testDriveBookings.status, 'PendingConfirmation');
/** A hold that ran out: it counts as nothing, wherever it is read, until the sweep deletes it. */
export const holdRunOut = (now: Date) => and(pending, lte(testDriveBookings.holdExpiresAt, now));
/** A booking that is something now: confirmed, or held and not yet run out. */
const runOutExcluded = (now: Date) =>
  or(sql`${testDriveBookings.status} <> 'PendingConfirmation'`, gt(testDriveBookings.holdExpiresAt, now));
const live = (now: Date) =>
  or(eq(testDriveBookings.status, 'Booked'), and(pending, gt(testDriveBookings.holdExpiresAt, now)));

export const slotTaken = () =>
  new AppError(409, 'SlotTaken', 'This time is no longer available. Please select another time.');

/**
 * Seats and bookings. Taking a seat is two conditional updates (`booked = booked + 1 … where booked < capacity`)
 * on rows whose check constraints forbid `booked` past capacity, so two people can never get the last seat:
 * on PostgreSQL the second update waits for the first's row lock and then finds the slot full.
 */
export function testDriveBookingRepository(db: Db) {
  /** A booking with its slot, variant and (when booked signed in) its customer's market ids; locked in `tx`. */
  async function find(where: SQL | undefined, tx?: DbExecutor) {
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
      .where(where);
    const [row] = tx ? await query.for('update', { of: testDriveBookings }) : await query;
    return row;
  }

  return {
    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * Takes one ambassador and one demonstrator in a slot; throws 409 SlotTaken when either is gone. Holds of the
     * slot that ran out are given back first (waiting for a confirmation or a sweep busy with one of them).
     */
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
      const runOut = await tx
        .select({ booking: testDriveBookings })
        .from(testDriveBookings)
        .innerJoin(testDriveSlots, eq(testDriveSlots.id, testDriveBookings.slotId))
        .where(
          and(
            eq(testDriveSlots.centreId, seat.centreId),
            eq(testDriveSlots.startsAt, seat.startsAt),
            holdRunOut(seat.now),
          ),
        )
        .orderBy(asc(testDriveBookings.id))
        .for('update', { of: testDriveBookings });
      for (const { booking } of runOut) await this.deleteHold(tx, booking);
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

    /** Deletes a hold that ran out and gives its seat back (the caller holds the booking's row lock). */
    async deleteHold(
      tx: DbExecutor,
      booking: Pick<BookingRow, 'id' | 'slotId' | 'variantId'>,
    ): Promise<void> {
      await tx.delete(testDriveBookings).where(eq(testDriveBookings.id, booking.id));
      await this.releaseSeat(tx, booking.slotId, booking.variantId);
    },

    /**
     * Deletes one hold that ran out anywhere, in its own transaction, skipping any another instance is busy with;
     * answers false when none is left.
     */
    sweepOneHold(now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [booking] = await tx
          .select()
          .from(testDriveBookings)
          .where(holdRunOut(now))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!booking) return false;
        await this.deleteHold(tx, booking);
        return true;
      });
    },

    /**
     * Bookings of an address that are something now: confirmed and still to come, or held (and not run out).
     * Asked under `lockKey` of the address, so that bookings at once cannot all find room.
     */
    async openBookingsOf(tx: DbExecutor, email: string, now: Date): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(testDriveBookings)
        .innerJoin(testDriveSlots, eq(testDriveSlots.id, testDriveBookings.slotId))
        .where(
          and(
            sql`lower(${testDriveBookings.email}) = lower(${email})`,
            live(now),
            gt(testDriveSlots.startsAt, now),
          ),
        );
      return row?.n ?? 0;
    },

    /** Holds (not run out) a client made, by the hash of its address; asked under `lockKey` of the client. */
    async holdsOf(tx: DbExecutor, holderHash: string, now: Date): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(testDriveBookings)
        .where(
          and(
            eq(testDriveBookings.holderHash, holderHash),
            pending,
            gt(testDriveBookings.holdExpiresAt, now),
          ),
        );
      return row?.n ?? 0;
    },

    /** Waits for any other transaction holding the same key (a transaction-scoped advisory lock). */
    async lockKey(tx: DbExecutor, key: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`test-drive:${key}`}))`);
    },

    /** Whether the booking's address is the signed-in customer's own (the rule enquiries use too). */
    isCustomersOwnEmail(customerId: string | null, email: string): Promise<boolean> {
      return isCustomersOwnEmail(db, customerId, email);
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
     * for update when given a transaction; a hold that ran out by `now` is no booking.
     */
    findByWebkey(webkey: string, now: Date, tx?: DbExecutor) {
      return find(and(eq(testDriveBookings.webkey, webkey), runOutExcluded(now)), tx);
    },

    /** The held booking of a confirmation link's token (by its hash), run out or not; locked in `tx`. */
    findByConfirmToken(tokenHash: string, tx?: DbExecutor) {
      return find(eq(testDriveBookings.confirmTokenHash, tokenHash), tx);
    },
  };
}

export type TestDriveBookingRepository = ReturnType<typeof testDriveBookingRepository>;
