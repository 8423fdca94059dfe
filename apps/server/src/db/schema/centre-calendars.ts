import { sql } from 'drizzle-orm';
import { check, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { experienceCentres } from './experience-centres';

/** A wall-clock time column, written HH:MM in the centre's own time zone. */
const clockTime = (name: string) => text(name);
const clockCheck = (name: string, column: Parameters<typeof sql>[1]) =>
  check(name, sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`);

/**
 * When an Experience Centre is open, per ISO weekday (1 Monday … 7 Sunday), in the centre's local time; a weekday
 * without a row is a closed day. Shared by everything booked at a centre: test drives (their slots must fit
 * inside these hours) and vehicle handovers. Public holidays of the centre's region close it as well
 * (`packages/domain/src/calendar`), and `centre_closures` adds the centre's own closed dates.
 */
export const centreOpeningHours = pgTable(
  'centre_opening_hours',
  {
    centreId: text()
      .notNull()
      .references(() => experienceCentres.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    opensAt: clockTime('opens_at').notNull(),
    closesAt: clockTime('closes_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'centre_opening_hours_pk', columns: [t.centreId, t.weekday] }),
    check('centre_opening_hours_weekday_check', sql`${t.weekday} between 1 and 7`),
    clockCheck('centre_opening_hours_opens_check', t.opensAt),
    clockCheck('centre_opening_hours_closes_check', t.closesAt),
    check('centre_opening_hours_order_check', sql`${t.opensAt} < ${t.closesAt}`),
  ],
);

/** Dates a centre is closed beyond its weekly hours and the public holidays (stocktake, a local event, a fit-out). */
export const centreClosures = pgTable(
  'centre_closures',
  {
    centreId: text()
      .notNull()
      .references(() => experienceCentres.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
  },
  (t) => [primaryKey({ name: 'centre_closures_pk', columns: [t.centreId, t.date] })],
);
