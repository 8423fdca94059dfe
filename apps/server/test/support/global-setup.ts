import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { seed } from '../../src/db/seed';
import { connectPostgres, runMigrations, wrapPglite } from '../../src/platform/db';
import { adminQuery } from './admin-query';
import { testSeedDay } from './seed-day';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding the migrated, seeded template's dump. */
    pgliteTemplate: string;
    /** PostgreSQL: the name of the migrated, seeded template database on TEST_DATABASE_URL's server. */
    postgresTemplate: string;
  }
}

/**
 * Builds one migrated, seeded database once per run; every test file then starts from a copy of it (copying is much
 * faster than creating, migrating and seeding a database per file). On PostgreSQL (TEST_DATABASE_URL, unless the
 * project's own settings clear it) that is a template database cloned with `CREATE DATABASE … TEMPLATE`; on PGlite a
 * dump file each file loads.
 */
export default async function setup(project: TestProject) {
  const adminUrl = project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  return adminUrl ? postgresTemplate(project, adminUrl) : pgliteTemplate(project);
}

async function postgresTemplate(project: TestProject, adminUrl: string) {
  const name = `showroom_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString());
  try {
    await runMigrations(database);
    await seed(database.db, testSeedDay);
  } finally {
    // A template may have no connection open while it is copied.
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

async function pgliteTemplate(project: TestProject) {
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await runMigrations(database);
  await seed(database.db, testSeedDay);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = join(process.cwd(), '../../var/test-db');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `template-${process.pid}-${project.name}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
