import { and, eq, lt, sql } from 'drizzle-orm';
import { deliveryAppointments, handoverSlots, homeDeliveryDays, orders } from '../../db/schema';
import { AppError } from '../../platform/http/app-error';
import type { DbExecutor } from '../../platform/mail';
import type { AppointmentRow } from './handover-calendar.repository';

/** What to take: a bay in a pick-up slot, or one of a day's home deliveries, with the capacity a new counter gets. */
export interface CapacityRequest {
  option: 'Pickup' | 'HomeDelivery';
  centreId: string;
  localDate: string;
  localTime: string;
  capacity: number;
}

export const slotTaken = (message: string) => new AppError(409, 'SlotTaken', message);

/**
 * Taking and giving back handover capacity, inside the caller's transaction. Taking is an upsert of the counter
 * row and one conditional `UPDATE … SET booked = booked + 1 WHERE booked < capacity`: on PostgreSQL a second
 * customer's update waits for the first's row lock and then finds the slot full, and the counters' check
 * constraints forbid `booked` past capacity whatever the code does.
 */
export const handoverBookings = {
  /** Answers the counter taken (`handoverSlotId` or `homeDeliveryDayId`), or undefined when it is full. */
  async take(tx: DbExecutor, request: CapacityRequest) {
    if (request.option === 'Pickup') {
      await tx
        .insert(handoverSlots)
        .values({
          centreId: request.centreId,
          localDate: request.localDate,
          localTime: request.localTime,
          bays: request.capacity,
        })
        .onConflictDoNothing({
          target: [handoverSlots.centreId, handoverSlots.localDate, handoverSlots.localTime],
        });
      const [slot] = await tx
        .update(handoverSlots)
        .set({ booked: sql`${handoverSlots.booked} + 1` })
        .where(
          and(
            eq(handoverSlots.centreId, request.centreId),
            eq(handoverSlots.localDate, request.localDate),
            eq(handoverSlots.localTime, request.localTime),
            lt(handoverSlots.booked, handoverSlots.bays),
          ),
        )
        .returning({ id: handoverSlots.id });
      return slot ? { handoverSlotId: slot.id, homeDeliveryDayId: null } : undefined;
    }
    await tx
      .insert(homeDeliveryDays)
      .values({ centreId: request.centreId, localDate: request.localDate, capacity: request.capacity })
      .onConflictDoNothing({ target: [homeDeliveryDays.centreId, homeDeliveryDays.localDate] });
    const [day] = await tx
      .update(homeDeliveryDays)
      .set({ booked: sql`${homeDeliveryDays.booked} + 1` })
      .where(
        and(
          eq(homeDeliveryDays.centreId, request.centreId),
          eq(homeDeliveryDays.localDate, request.localDate),
          lt(homeDeliveryDays.booked, homeDeliveryDays.capacity),
        ),
      )
      .returning({ id: homeDeliveryDays.id });
    return day ? { handoverSlotId: null, homeDeliveryDayId: day.id } : undefined;
  },

  /** Gives back what an appointment holds (its slot's bay or its day's delivery). */
  async release(tx: DbExecutor, appointment: AppointmentRow): Promise<void> {
    if (appointment.handoverSlotId) {
      await tx
        .update(handoverSlots)
        .set({ booked: sql`${handoverSlots.booked} - 1` })
        .where(eq(handoverSlots.id, appointment.handoverSlotId));
    }
    if (appointment.homeDeliveryDayId) {
      await tx
        .update(homeDeliveryDays)
        .set({ booked: sql`${homeDeliveryDays.booked} - 1` })
        .where(eq(homeDeliveryDays.id, appointment.homeDeliveryDayId));
    }
  },

  async writeAppointment(
    tx: DbExecutor,
    row: Omit<typeof deliveryAppointments.$inferInsert, 'revision' | 'createdAt'>,
    previous: AppointmentRow | undefined,
  ): Promise<AppointmentRow> {
    if (previous) {
      const [updated] = await tx
        .update(deliveryAppointments)
        .set({ ...row, revision: previous.revision + 1 })
        .where(eq(deliveryAppointments.orderId, previous.orderId))
        .returning();
      if (!updated) throw new Error('The appointment disappeared under its order lock.');
      return updated;
    }
    const [inserted] = await tx.insert(deliveryAppointments).values(row).returning();
    if (!inserted) throw new Error('The appointment was not written.');
    return inserted;
  },

  /** The order's own columns for its handover (what the order page and the tracker read). */
  async writeOrderDelivery(
    tx: DbExecutor,
    orderId: string,
    values: { deliveryDate: string; deliveryTime: string; pickupLocationName?: string },
  ): Promise<void> {
    await tx.update(orders).set(values).where(eq(orders.id, orderId));
  },
};
