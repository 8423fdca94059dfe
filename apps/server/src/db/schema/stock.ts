import { stockStatuses } from '@showroom/domain';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { exteriors, interiors, variants } from './catalogue';
import { experienceCentres } from './experience-centres';

/*
 * Stock (issue 5): one row per real vehicle. Its configuration names catalogue rows of its country (composite
 * keys keep exterior and interior on the unit's variant); `location_centre_id` is the Experience Centre holding
 * it, null while in transit. Live availability (the catalogue's HasStock, estimated delivery and the inventory
 * lists) is derived from these rows: see modules/stock. A reservation holds a unit with `status = 'reserved'`,
 * `reservation_id` and `reserved_until`; a hold that has run out counts as on offer again.
 */
export const stockUnits = pgTable(
  'stock_units',
  {
    vin: text('vin').primaryKey(),
    country: text('country').notNull(),
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'restrict' }),
    exteriorId: text('exterior_id').notNull(),
    interiorId: text('interior_id').notNull(),
    /** Accessories and charging options fitted to the vehicle (vehicle_options ids), sorted. */
    fittedOptionIds: text('fitted_option_ids').array().notNull().default(sql`'{}'::text[]`),
    locationCentreId: text('location_centre_id').references(() => experienceCentres.id, {
      onDelete: 'restrict',
    }),
    status: text('status', { enum: stockStatuses }).notNull().default('available'),
    buildDate: date('build_date', { mode: 'string' }).notNull(),
    /** The day it reached its Experience Centre, or is expected to when in transit. */
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    /** What the bottom bar and the inventory card show, e.g. 'Estimated delivery: 2–4 weeks'. */
    estimatedDelivery: text('estimated_delivery').notNull(),
    reservationId: text('reservation_id'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'stock_units_exterior_fk',
      columns: [t.exteriorId, t.variantId],
      foreignColumns: [exteriors.id, exteriors.variantId],
    }).onDelete('restrict'),
    foreignKey({
      name: 'stock_units_interior_fk',
      columns: [t.interiorId, t.variantId],
      foreignColumns: [interiors.id, interiors.variantId],
    }).onDelete('restrict'),
    // HasStock and estimated delivery look units up by configuration; the inventory lists by country.
    index('stock_units_configuration_idx').on(t.variantId, t.exteriorId, t.interiorId, t.status),
    index('stock_units_country_status_idx').on(t.country, t.status),
    index('stock_units_reservation_idx').on(t.reservationId),
    check('stock_units_vin_check', sql`${t.vin} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
    check('stock_units_country_check', sql`${t.country} in ('AU', 'NZ')`),
    check('stock_units_status_check', sql`${t.status} in ('available', 'reserved', 'sold', 'withdrawn')`),
    check(
      'stock_units_reservation_check',
      sql`${t.status} <> 'reserved' or (${t.reservationId} is not null and ${t.reservedUntil} is not null)`,
    ),
  ],
);
