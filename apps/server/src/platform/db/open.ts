import { resolve } from 'node:path';
import type { Env } from '../../env';
import { connectPostgres, type Database, openPglite } from './client';
import { lockDataDir } from './data-dir-lock';

/**
 * The database the settings name: PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR,
 * taken with its pid lock (one process at a time). `release` frees the lock once the database is closed.
 */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<{ database: Database; release: () => void }> {
  if (env.DATABASE_URL) return { database: connectPostgres(env.DATABASE_URL), release: () => {} };
  const release = lockDataDir(resolve(env.DATA_DIR));
  try {
    return { database: await openPglite(resolve(env.DATA_DIR, 'db')), release };
  } catch (error) {
    release();
    throw error;
  }
}
