import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/*
 * Change counters the read caches key on (docs/performance.md, decisions/0020-versioned-read-caches.md): triggers
 * in the migration bump `catalogue` when a catalogue or promotion row changes and `stock` when a stock unit does,
 * in the changing transaction, and notify the `showroom_data_changed` channel with the name. Rows: 'catalogue',
 * 'stock'.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
