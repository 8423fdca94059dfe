import { resolve } from 'node:path';
import type { Env } from '../../env';
import { connectPostgres, type Database, openPglite } from './client';
import { lockDataDir } from './data-dir-lock';

/**
 * The database the settings name: PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR,
 * taken with its OS file lock (one process at a time, data-dir-lock.ts). `release` frees it once the database is
 * closed. A lock lost while running (its helper was killed) stops this process at once: a second writer could start.
 */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<{ database: Database; release: () => void }> {
  if (env.DATABASE_URL) return { database: connectPostgres(env.DATABASE_URL), release: () => {} };
  const release = await lockDataDir(resolve(env.DATA_DIR), (reason) => {
    process.stderr.write(`The lock on ${resolve(env.DATA_DIR)} was lost (${reason}): stopping now.\n`);
    process.exit(1);
  });
  try {
    return { database: await openPglite(resolve(env.DATA_DIR, 'db')), release };
  } catch (error) {
    release();
    throw error;
  }
}
