import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Database } from './client';

/** The committed migrations: beside the bundle in a build, under src/db in the source tree. */
export function migrationsFolder(): string {
  const candidates = [
    new URL('./migrations', import.meta.url),
    new URL('../../db/migrations', import.meta.url),
  ];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(`${path}/meta/_journal.json`)) return path;
  }
  throw new Error('The migrations folder was not found next to the server.');
}

/** An arbitrary constant that names the migration lock among PostgreSQL advisory locks. */
const migrationLockKey = 72_657_001;

/**
 * Applies the committed migrations; a no-op when they are all applied. On PostgreSQL an advisory lock
 * makes several instances starting together apply them once.
 */
export async function runMigrations(database: Database & { pool?: pg.Pool }): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === 'pglite' || !database.pool) {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    client.release();
  }
}
