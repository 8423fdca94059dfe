import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { experienceCentres } from './experience-centres';
import { orders } from './orders';

/*
 * Delivery and collection appointments (spec 002 "Delivery schedule", issue 19). Capacity is data staff change
 * (`modules/delivery-schedule/handover-capacity.service.ts`): `handover_slot_times` says when handovers start at a
 * centre on each weekday and how many handover bays it has then; `home_delivery_capacity` how many home deliveries
 * it sends out a day. Opening hours and closures are the centre's calendar (centre-calendars.ts). A slot or a day
 * becomes a counter row (`handover_slots`, `home_delivery_days`) when first booked, with the capacity of that
 * moment; their `booked` checks are what makes selling the last bay twice impossible, whatever the code does.
 */

const clockCheck = (name: string, column: Parameters<typeof sql>[1]) =>
  check(name, sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`);

/** When handovers start at a centre on a weekday (local time) and how many bays it has for them. */
export const handoverSlotTimes = pgTable(
  'handover_slot_times',
  {
    centreId: text()
      .notNull()
      .references(() => experienceCentres.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    startsAt: text().notNull(),
    bays: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'handover_slot_times_pk', columns: [t.centreId, t.weekday, t.startsAt] }),
    check('handover_slot_times_weekday_check', sql`${t.weekday} between 1 and 7`),
    clockCheck('handover_slot_times_starts_check', t.startsAt),
    check('handover_slot_times_bays_check', sql`${t.bays} >= 0`),
  ],
);

/** How many home deliveries a centre sends out on one day. */
export const homeDeliveryCapacity = pgTable(
  'home_delivery_capacity',
  {
    centreId: text()
      .primaryKey()
      .references(() => experienceCentres.id, { onDelete: 'cascade' }),
    deliveriesPerDay: integer().notNull(),
  },
  (t) => [check('home_delivery_capacity_check', sql`${t.deliveriesPerDay} >= 0`)],
);

/** A pick-up slot somebody booked: its bays and how many are taken. */
export const handoverSlots = pgTable(
  'handover_slots',
  {
    id: uuid().primaryKey().defaultRandom(),
    centreId: text()
      .notNull()
      .references(() => experienceCentres.id, { onDelete: 'restrict' }),
    localDate: date({ mode: 'string' }).notNull(),
    localTime: text().notNull(),
    bays: integer().notNull(),
    booked: integer().notNull().default(0),
  },
  (t) => [
    unique('handover_slots_centre_date_time_unique').on(t.centreId, t.localDate, t.localTime),
    check('handover_slots_booked_check', sql`${t.booked} between 0 and ${t.bays}`),
  ],
);

/** A day of home deliveries from a centre somebody booked: its capacity and how many are taken. */
export const homeDeliveryDays = pgTable(
  'home_delivery_days',
  {
    id: uuid().primaryKey().defaultRandom(),
    centreId: text()
      .notNull()
      .references(() => experienceCentres.id, { onDelete: 'restrict' }),
    localDate: date({ mode: 'string' }).notNull(),
    capacity: integer().notNull(),
    booked: integer().notNull().default(0),
  },
  (t) => [
    unique('home_delivery_days_centre_date_unique').on(t.centreId, t.localDate),
    check('home_delivery_days_booked_check', sql`${t.booked} between 0 and ${t.capacity}`),
  ],
);

/**
 * An order's handover appointment (one per order; rescheduling rewrites it and gives the old counter back in the
 * same transaction). It holds exactly one counter: a pick-up slot or a home-delivery day.
 */
export const deliveryAppointments = pgTable(
  'delivery_appointments',
  {
    orderId: text()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    centreId: text()
      .notNull()
      .references(() => experienceCentres.id, { onDelete: 'restrict' }),
    handoverSlotId: uuid().references(() => handoverSlots.id, { onDelete: 'restrict' }),
    homeDeliveryDayId: uuid().references(() => homeDeliveryDays.id, { onDelete: 'restrict' }),
    localDate: date({ mode: 'string' }).notNull(),
    localTime: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** Bumped by every reschedule: the calendar file's SEQUENCE. */
    revision: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'delivery_appointments_one_counter_check',
      sql`(${t.handoverSlotId} is null) <> (${t.homeDeliveryDayId} is null)`,
    ),
    clockCheck('delivery_appointments_time_check', t.localTime),
    index('delivery_appointments_slot_idx').on(t.handoverSlotId),
    index('delivery_appointments_day_idx').on(t.homeDeliveryDayId),
  ],
);
