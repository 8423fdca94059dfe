import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `set` of an `onConflictDoUpdate` that overwrites every column except the key with the row that was
 * offered (`excluded.*`): what an idempotent seed needs to bring existing rows up to date.
 */
export function overwriteAllBut<T extends PgTable>(table: T, keys: readonly string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keys.includes(property)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}
