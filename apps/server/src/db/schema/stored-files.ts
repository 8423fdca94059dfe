import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's `bytea` as bytes, whichever driver reads it (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Customers' files (licence images, signed contracts) kept in the database itself when it is PostgreSQL and no
 * S3 bucket is set (platform/files/pg-file-store.ts): every instance serves every file and a database backup
 * holds them. The bytes are in `stored_file_chunks`, 1 MB a row.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text().primaryKey(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    storedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('stored_files_size_check', sql`${table.byteSize} >= 0`)],
);

/** One piece of a stored file, `part` 0, 1, … in order; removed with its file. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text()
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    part: integer().notNull(),
    bytes: bytea().notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.part] })],
);
