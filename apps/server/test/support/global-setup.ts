import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { seed } from '../../src/db/seed';
import { runMigrations, wrapPglite } from '../../src/platform/db';
import { testSeedDay } from './seed-day';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Builds one migrated, seeded PGlite once per run and dumps it to a file; every test file then starts from a
 * copy of it (loading a dump is much faster than creating, migrating and seeding a database per file).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await runMigrations(database);
  await seed(database.db, testSeedDay);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = join(process.cwd(), '../../var/test-db');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
