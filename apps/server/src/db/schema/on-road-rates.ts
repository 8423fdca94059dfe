import { sql } from 'drizzle-orm';
import { check, date, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/*
 * On-road rate tables as data (issue 22, docs/pricing.md section 5): each row of a table of the price engine (by
 * its name, packages/domain/src/pricing/rate-book.ts) with its first day, its last (null: until changed), its value
 * in the table's shape (cents, fee components, a duty schedule), its source and why it is an estimate. Seeded
 * with the rows written in code; staff add later rows. Rows are never edited or removed (a trigger refuses it): a
 * later row ends the one before when the engine reads them. The catalogue version moves at each insert, so the
 * price engine reads the rows of the day at once (decisions/0020, 0025).
 */
export const onRoadRates = pgTable(
  'on_road_rates',
  {
    id: uuid().primaryKey().defaultRandom(),
    tableName: text().notNull(),
    country: text({ enum: ['AU', 'NZ'] }).notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    effectiveTo: date({ mode: 'string' }),
    value: jsonb().notNull(),
    sourceUrl: text().notNull(),
    /** What the source says or how the figure was worked out, in words. */
    sourceText: text().notNull(),
    /** Why the figure is an estimate, or null when it is firm. */
    estimate: text(),
    /** 'seed', or the staff member who added it (the audit log has who and when). */
    addedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('on_road_rates_table_day_unique').on(t.tableName, t.effectiveFrom),
    check('on_road_rates_country_check', sql`${t.country} in ('AU', 'NZ')`),
    check(
      'on_road_rates_window_check',
      sql`${t.effectiveTo} is null or ${t.effectiveTo} >= ${t.effectiveFrom}`,
    ),
  ],
);
