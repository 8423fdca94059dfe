import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { connectPostgres, type Database, wrapPglite } from '../../src/platform/db';
import { adminQuery } from './admin-query';

/** Which database the integration suite runs on: PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated and seeded database for one test file, copied from the template the global set-up built
 * (test/support/global-setup.ts): a PGlite loaded from its dump, or a new PostgreSQL database cloned from it on the
 * server TEST_DATABASE_URL points at (dropped again by `close`).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.SHOWROOM_TEST_PROJECT === 'unit') {
    throw new Error(
      'This file uses a test database: list it in the integration project, not unit (vitest.config.ts).',
    );
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    return wrapPglite(client);
  }
  const name = `showroom_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), {
    max: 20,
    // The database is dropped (with force) when a test file ends; a connection still open then is expected to go.
    onIdleError: () => {},
  });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
