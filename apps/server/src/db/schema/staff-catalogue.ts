import { pricedItemKinds } from '@showroom/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { inList } from './in-list';

/*
 * Prices staff set with an effective date (issue 22, docs/back-office-catalogue.md): the price of a variant, an
 * exterior (paint on a variant), interior (trim on a variant) or option from a local day of its market on. Setting
 * a price again for the same day replaces that row; a price not yet in effect may be withdrawn. The catalogue reads
 * apply the latest row that has started on top of the catalogue row's own price, so a price takes effect at
 * midnight without a job (decisions/0028); migration 0016 extends 0012's trigger to this table.
 * Orders keep their own price snapshot and never read this table.
 */
export const cataloguePrices = pgTable(
  'catalogue_prices',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemKind: text({ enum: pricedItemKinds }).notNull(),
    /** The id of the variants, exteriors, interiors or vehicle_options row. */
    itemId: text().notNull(),
    priceCents: integer().notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    /** The staff member who set it (their id; the audit log has who and when). */
    setBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('catalogue_prices_item_day_unique').on(t.itemKind, t.itemId, t.effectiveFrom),
    index('catalogue_prices_day_idx').on(t.effectiveFrom),
    check('catalogue_prices_kind_check', sql`${t.itemKind} in (${inList(pricedItemKinds)})`),
    check('catalogue_prices_cents_check', sql`${t.priceCents} >= 0`),
  ],
);
