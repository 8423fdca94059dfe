import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Cadillac Experience Centres: the pick-up locations of spec 000 and the places regional deliveries leave from.
 * `state` is the Australian state code, or the New Zealand region. `address_status` says how sure the address
 * is: confirmed, inferred (Auckland's street number) or sample (not found in the research).
 */
export const experienceCentres = pgTable(
  'experience_centres',
  {
    id: text('id').primaryKey(),
    country: text('country').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    opening: text('opening').notNull(),
    pickupAvailable: boolean('pickup_available').notNull(),
    addressStatus: text('address_status').notNull(),
    note: text('note').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('experience_centres_country_idx').on(t.country),
    check('experience_centres_country_check', sql`${t.country} in ('AU', 'NZ')`),
    check('experience_centres_opening_check', sql`${t.opening} in ('open', 'opening-soon')`),
    check(
      'experience_centres_address_status_check',
      sql`${t.addressStatus} in ('confirmed', 'inferred', 'sample')`,
    ),
    check('experience_centres_postcode_check', sql`${t.postcode} ~ '^[0-9]{4}$'`),
    check(
      'experience_centres_coordinates_check',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);
