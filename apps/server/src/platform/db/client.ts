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
  /** The `version` of a `data_versions` row (one primary-key read). */
  readVersion(name: string): Promise<number>;
  /**
   * Hears the notifications of `channel` until the returned function is called. `onGap` is called whenever some
   * may have been missed or none can be heard (PostgreSQL: the listening connection dropped; it reconnects every
   * second), with `listening` false, and again with true once they are heard again.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onGap: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const versionQuery = 'select version from data_versions where name = $1';

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
    readVersion: async (name) => {
      const result = await pool.query({ name: 'showroom-data-version', text: versionQuery, values: [name] });
      return Number(result.rows[0]?.version ?? 0);
    },
    listen: (channel, onNotify, onGap) => listenPostgres(url, channel, onNotify, onGap),
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
    readVersion: async (name) => {
      const result = await client.query<{ version: number }>(versionQuery, [name]);
      return Number(result.rows[0]?.version ?? 0);
    },
    // One process per data directory (the DATA_DIR file lock) and notifications delivered before the committing query
    // returns: nothing is ever missed, so there is no gap to report. A database closed first has no listener left.
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/**
 * A connection of its own that LISTENs on `channel` (a pooled connection could not keep it) and reconnects every
 * second after an error; each loss and each recovery is reported through `onGap`.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onGap: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== next || stopped) return;
      client = undefined;
      onGap(false);
      next.end().catch(() => {});
      retry = setTimeout(() => void connect().catch(() => {}), 1_000);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost();
      throw error;
    }
    if (!stopped) onGap(true);
  };
  onGap(false);
  await connect().catch(() => {});
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
