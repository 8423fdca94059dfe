import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { variants } from './catalogue';
import { customers } from './customers';
import { experienceCentres } from './experience-centres';
import { inList } from './in-list';
import { outbox } from './outbox';

/*
 * Test drives (spec 002 sections 3-4). Capacity is data staff can change: `test_drive_slot_times` says when drives
 * start at a centre on each weekday and how many sales ambassadors are free then; `test_drive_fleet` how many
 * demonstrators of each variant the centre has. A slot becomes a row of `test_drive_slots` (with one row per
 * variant in `test_drive_slot_vehicles`) when it is first booked, taking its capacity from those two tables at
 * that moment; the `booked <= capacity` checks on those rows are what makes booking a seat that is not free
 * impossible, whatever the application does. A change to capacity must update the slots already made.
 */

const clockCheck = (name: string, column: Parameters<typeof sql>[1]) =>
  check(name, sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`);

/** When test drives start at a centre on a weekday (local time) and how many ambassadors accompany drives then. */
export const testDriveSlotTimes = pgTable(
  'test_drive_slot_times',
  {
    centreId: text()
      .notNull()
      .references(() => experienceCentres.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    startsAt: text().notNull(),
    ambassadors: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'test_drive_slot_times_pk', columns: [t.centreId, t.weekday, t.startsAt] }),
    check('test_drive_slot_times_weekday_check', sql`${t.weekday} between 1 and 7`),
    clockCheck('test_drive_slot_times_starts_check', t.startsAt),
    check('test_drive_slot_times_ambassadors_check', sql`${t.ambassadors} >= 0`),
  ],
);

/** Demonstrator vehicles of each variant a centre lends for test drives (each can do one drive per slot). */
export const testDriveFleet = pgTable(
  'test_drive_fleet',
  {
    centreId: text()
      .notNull()
      .references(() => experienceCentres.id, { onDelete: 'cascade' }),
    variantId: text()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    vehicles: integer().notNull(),
    isSample: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'test_drive_fleet_pk', columns: [t.centreId, t.variantId] }),
    check('test_drive_fleet_vehicles_check', sql`${t.vehicles} >= 0`),
  ],
);

/** A slot somebody has booked: its start, its ambassadors and how many of them are taken. */
export const testDriveSlots = pgTable(
  'test_drive_slots',
  {
    id: uuid().primaryKey().defaultRandom(),
    centreId: text()
      .notNull()
      .references(() => experienceCentres.id, { onDelete: 'restrict' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** The centre's local date and time of the start, as the customer chose them. */
    localDate: date({ mode: 'string' }).notNull(),
    localTime: text().notNull(),
    ambassadors: integer().notNull(),
    booked: integer().notNull().default(0),
  },
  (t) => [
    unique('test_drive_slots_centre_start_unique').on(t.centreId, t.startsAt),
    check('test_drive_slots_booked_check', sql`${t.booked} between 0 and ${t.ambassadors}`),
    index('test_drive_slots_centre_date_idx').on(t.centreId, t.localDate),
  ],
);

/** The demonstrators of one variant in a booked slot and how many are taken. */
export const testDriveSlotVehicles = pgTable(
  'test_drive_slot_vehicles',
  {
    slotId: uuid()
      .notNull()
      .references(() => testDriveSlots.id, { onDelete: 'cascade' }),
    variantId: text()
      .notNull()
      .references(() => variants.id, { onDelete: 'restrict' }),
    vehicles: integer().notNull(),
    booked: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'test_drive_slot_vehicles_pk', columns: [t.slotId, t.variantId] }),
    check('test_drive_slot_vehicles_booked_check', sql`${t.booked} between 0 and ${t.vehicles}`),
  ],
);

/**
 * `PendingConfirmation`: booked without a proved address, its seat held until `hold_expires_at` for the booker to
 * open the link emailed to the address (ADR 0033); a hold that ran out counts as nothing and is deleted by the
 * sweep. `Booked`: confirmed (or booked by a signed-in customer for their own address).
 */
export const testDriveStatuses = ['PendingConfirmation', 'Booked', 'Cancelled'] as const;
export type TestDriveStatus = (typeof testDriveStatuses)[number];

/** Human booking numbers (TD-100001 …), unique across instances. */
export const testDriveNumbers = pgSequence('test_drive_number_seq', { startWith: 100_001 });

/**
 * A test drive booking (spec 002 section 3 "Booking"). Whoever holds its `webkey` (192 random bits, sent only in
 * the confirmation email) may read, change or cancel it; a signed-in customer who booked is kept as `customer_id`.
 */
export const testDriveBookings = pgTable(
  'test_drive_bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingNo: integer()
      .notNull()
      .default(sql`nextval('test_drive_number_seq')`)
      .unique('test_drive_bookings_booking_no_unique'),
    webkey: text().notNull().unique('test_drive_bookings_webkey_unique'),
    status: text({ enum: testDriveStatuses }).notNull().default('Booked'),
    slotId: uuid()
      .notNull()
      .references(() => testDriveSlots.id, { onDelete: 'restrict' }),
    variantId: text()
      .notNull()
      .references(() => variants.id, { onDelete: 'restrict' }),
    country: text().notNull(),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    postcode: text().notNull(),
    customerType: text().notNull(),
    currentVehicle: text(),
    privacyStatement: boolean().notNull(),
    marketing: boolean().notNull().default(false),
    utmTag: text(),
    qrCode: text(),
    /** Bumped by every change or cancellation: the calendar file's SEQUENCE. */
    revision: integer().notNull().default(0),
    /** While `PendingConfirmation`: when the held seat is given back unless the emailed link was opened. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    /** While `PendingConfirmation`: SHA-256 (hex) of the single-use token in the emailed confirmation link. */
    confirmTokenHash: text().unique('test_drive_bookings_confirm_token_unique'),
    /** While `PendingConfirmation`: SHA-256 (hex) of the booking client's address, for the holds-per-client cap. */
    holderHash: text(),
    /** The reminder waiting in the outbox for the day before, removed when the booking moves or is cancelled. */
    reminderOutboxId: uuid().references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('test_drive_bookings_status_check', sql`${t.status} in (${inList(testDriveStatuses)})`),
    check('test_drive_bookings_country_check', sql`${t.country} in ('AU', 'NZ')`),
    check(
      'test_drive_bookings_cancelled_check',
      sql`(${t.status} = 'Cancelled') = (${t.cancelledAt} is not null)`,
    ),
    check(
      'test_drive_bookings_hold_check',
      sql`(${t.status} = 'PendingConfirmation') = (${t.holdExpiresAt} is not null)`,
    ),
    // One person, one seat in a slot: a double submit cannot take two.
    uniqueIndex('test_drive_bookings_one_per_person_slot')
      .on(t.slotId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('PendingConfirmation', 'Booked')`),
    index('test_drive_bookings_slot_idx').on(t.slotId),
    index('test_drive_bookings_email_idx').on(sql`lower(${t.email})`),
    index('test_drive_bookings_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'PendingConfirmation'`),
    index('test_drive_bookings_holder_idx').on(t.holderHash).where(sql`${t.status} = 'PendingConfirmation'`),
  ],
);
