import type {
  AddClosure,
  SetHandoverBays,
  SetHomeDeliveries,
  SetOpeningHours,
  SetTestDriveAmbassadors,
  SetTestDriveFleet,
} from '@showroom/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  centreClosures,
  centreOpeningHours,
  testDriveFleet,
  testDriveSlots,
  testDriveSlotTimes,
  testDriveSlotVehicles,
} from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/http/app-error';
import { handoverCapacityService } from '../delivery-schedule';
import type { RecordChange } from '../staff';
import { readCentreCalendar } from './centre-calendar.repository';

type In<S extends z.ZodType> = z.output<S>;

/**
 * The back office's calendar changes (docs/back-office-calendars.md). Each reads the centre's calendar, writes,
 * and records one audit entry with the part of the calendar it changed before and after, in one transaction.
 * Capacity changes also apply to the slot rows already made from today on, never below what is booked there.
 */
export function staffCalendarsService(deps: { db: Db; clock: Clock }) {
  const today = () => deps.clock.now().toISOString().slice(0, 10);

  /** Runs `write` in a transaction and records `action` with `pick` of the calendar before and after. */
  async function change<T>(
    centreId: string,
    action: string,
    pick: (calendar: Awaited<ReturnType<typeof readCentreCalendar>>) => T,
    write: (tx: Db, from: string) => Promise<void>,
    record: RecordChange,
  ) {
    const from = today();
    return deps.db.transaction(async (tx) => {
      const before = await readCentreCalendar(tx, centreId, from);
      await write(tx, from);
      const after = await readCentreCalendar(tx, centreId, from);
      await record(tx, {
        action,
        entity: 'centre-calendar',
        entityId: centreId,
        before: pick(before),
        after: pick(after),
      });
      return after;
    });
  }

  return {
    get: (centreId: string) => readCentreCalendar(deps.db, centreId, today()),

    setAmbassadors: (input: In<typeof SetTestDriveAmbassadors>, record: RecordChange) =>
      change(
        input.centreId,
        'test-drive-ambassadors-set',
        (c) => c.testDriveSlotTimes,
        async (tx, from) => {
          await tx
            .insert(testDriveSlotTimes)
            .values(input)
            .onConflictDoUpdate({
              target: [testDriveSlotTimes.centreId, testDriveSlotTimes.weekday, testDriveSlotTimes.startsAt],
              set: { ambassadors: input.ambassadors },
            });
          await tx
            .update(testDriveSlots)
            .set({ ambassadors: sql`greatest(${testDriveSlots.booked}, ${input.ambassadors})` })
            .where(
              and(
                eq(testDriveSlots.centreId, input.centreId),
                eq(testDriveSlots.localTime, input.startsAt),
                gte(testDriveSlots.localDate, from),
                sql`extract(isodow from ${testDriveSlots.localDate}) = ${input.weekday}`,
              ),
            );
        },
        record,
      ),

    setFleet: (input: In<typeof SetTestDriveFleet>, record: RecordChange) =>
      change(
        input.centreId,
        'test-drive-fleet-set',
        (c) => c.fleet,
        async (tx, from) => {
          await tx
            .insert(testDriveFleet)
            .values(input)
            .onConflictDoUpdate({
              target: [testDriveFleet.centreId, testDriveFleet.variantId],
              set: { vehicles: input.vehicles },
            });
          await tx
            .update(testDriveSlotVehicles)
            .set({ vehicles: sql`greatest(${testDriveSlotVehicles.booked}, ${input.vehicles})` })
            .where(
              and(
                eq(testDriveSlotVehicles.variantId, input.variantId),
                sql`${testDriveSlotVehicles.slotId} in (select ${testDriveSlots.id} from ${testDriveSlots} where ${testDriveSlots.centreId} = ${input.centreId} and ${testDriveSlots.localDate} >= ${from})`,
              ),
            );
        },
        record,
      ),

    setHours: (input: In<typeof SetOpeningHours>, record: RecordChange) =>
      change(
        input.centreId,
        'opening-hours-set',
        (c) => c.openingHours,
        async (tx) => {
          const key = and(
            eq(centreOpeningHours.centreId, input.centreId),
            eq(centreOpeningHours.weekday, input.weekday),
          );
          if (input.opensAt === null || input.closesAt === null) {
            await tx.delete(centreOpeningHours).where(key);
            return;
          }
          await tx
            .insert(centreOpeningHours)
            .values({
              centreId: input.centreId,
              weekday: input.weekday,
              opensAt: input.opensAt,
              closesAt: input.closesAt,
            })
            .onConflictDoUpdate({
              target: [centreOpeningHours.centreId, centreOpeningHours.weekday],
              set: { opensAt: input.opensAt, closesAt: input.closesAt },
            });
        },
        record,
      ),

    addClosure: (input: In<typeof AddClosure>, record: RecordChange) =>
      change(
        input.centreId,
        'closure-added',
        (c) => c.closures,
        async (tx, from) => {
          if (input.date < from)
            throw new AppError(400, 'InvalidInput', 'A closure is for today or a later day.', [
              { field: 'date', message: 'A closure is for today or a later day.' },
            ]);
          const added = await tx.insert(centreClosures).values(input).onConflictDoNothing().returning();
          if (added.length === 0)
            throw new AppError(409, 'ClosedAlready', `The centre is already closed on ${input.date}.`, [
              { field: 'date', message: 'Already closed that day.' },
            ]);
        },
        record,
      ),

    removeClosure: (input: { centreId: string; date: string }, record: RecordChange) =>
      change(
        input.centreId,
        'closure-removed',
        (c) => c.closures,
        async (tx) => {
          const removed = await tx
            .delete(centreClosures)
            .where(and(eq(centreClosures.centreId, input.centreId), eq(centreClosures.date, input.date)))
            .returning();
          if (removed.length === 0) throw notFound(`A closure on ${input.date}`);
        },
        record,
      ),

    setHandoverBays: (input: In<typeof SetHandoverBays>, record: RecordChange) =>
      change(
        input.centreId,
        'handover-bays-set',
        (c) => c.handoverSlotTimes,
        (tx, from) => handoverCapacityService(tx).setSlotTime(input, from),
        record,
      ),

    setHomeDeliveries: (input: In<typeof SetHomeDeliveries>, record: RecordChange) =>
      change(
        input.centreId,
        'home-deliveries-set',
        (c) => c.homeDeliveriesPerDay,
        (tx, from) =>
          handoverCapacityService(tx).setHomeDeliveriesPerDay(input.centreId, input.deliveriesPerDay, from),
        record,
      ),
  };
}
