import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { seed } from '../../src/db/seed';
import { connectPostgres, type Database, runMigrations, wrapPglite } from '../../src/platform/db';
import { testSeedDay } from './seed-day';

/** Which database the integration suite runs on: PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated and seeded database for one test file: a PGlite copy of the run's template, or a new PostgreSQL database
 * (dropped again by `close`) on the server TEST_DATABASE_URL points at.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // A copy of the template the global set-up built (test/support/global-setup.ts).
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    return wrapPglite(client);
  }
  const name = `showroom_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), {
    max: 20,
    // The database is dropped (with force) when a test file ends; a connection still open then is expected to go.
    onIdleError: () => {},
  });
  await runMigrations(database);
  await seed(database.db, testSeedDay);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
