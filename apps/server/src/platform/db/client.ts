import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from '../../db/schema';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs SQL text with no parameters (migrations, locks, test set-up). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL over node-postgres, for production and for the CI suite. */
export function connectPostgres(
  url: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection the server closes (restart, failover, a dropped database) must not crash the process: the
  // pool drops it and opens a new one on the next query.
  pool.on(
    'error',
    options.onIdleError ??
      ((error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`)),
  );
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    pool,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/** Embedded PostgreSQL (PGlite): `dataDir` on disk, or in memory when omitted. */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): Database & { client: PGlite } {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    client,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
  };
}
