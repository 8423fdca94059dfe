import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { testDatabaseKind } from '../../../test/support/test-db';
import { isSandbox } from '../../platform/adapters/payments/payment-adapters';
import { migrationsFolder } from '../../platform/db';
import { readinessCheck } from './readiness';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backgroundJobs: true });
  });
  afterAll(() => t.close());

  it('is ready with its database migrated and its five background workers running', async () => {
    const res = await t.get('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ready: true,
      database: testDatabaseKind,
      sharedState: 'memory',
      migrationsApplied: expect.any(Number),
      workers: ['outbox', 'sandbox-notifier', 'reservation-sweep', 'action-emails', 'test-drive-hold-sweep'],
      version: expect.any(String),
    });
    expect(res.json().data.migrationsApplied).toBeGreaterThanOrEqual(10);
  });

  it('is not ready while the database lacks a migration of this build, and says which check failed', async () => {
    await t.database.exec(
      `create table drizzle.kept as select * from drizzle.__drizzle_migrations;
       delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    try {
      const res = await t.get('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: false,
        errorCode: 'NotReady',
        details: [{ field: 'migrations', message: 'The database lacks migrations this build needs.' }],
      });
      // Liveness asks nothing of the database: the process is alive.
      expect((await t.get('/api/health')).statusCode).toBe(200);
    } finally {
      await t.database.exec(
        `delete from drizzle.__drizzle_migrations; insert into drizzle.__drizzle_migrations select * from drizzle.kept;
         drop table drizzle.kept`,
      );
    }
    expect((await t.get('/api/ready')).statusCode).toBe(200);
  });
});

describe('readiness of an instance that lost its database or is shutting down', () => {
  it('answers 503 naming the database when it does not answer, and health still answers', async () => {
    const t = await createTestApp();
    await t.database.close();
    try {
      const res = await t.get('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json().details).toEqual([
        { field: 'database', message: expect.stringMatching(/^The database does not answer: /) },
      ]);
      expect((await t.get('/api/health')).json().data.ok).toBe(true);
    } finally {
      await t.app.close();
    }
  });

  it('names a stopped worker', async () => {
    const t = await createTestApp({ backgroundJobs: true });
    try {
      const gateway = t.app.paymentGateway;
      if (isSandbox(gateway)) await gateway.stop();
      const stopped = await t.get('/api/ready');
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json().details).toEqual([
        { field: 'workers.sandbox-notifier', message: 'Not running.' },
      ]);
    } finally {
      await t.close();
    }
  });

  it('is not ready from the moment a shutdown begins', async () => {
    const t = await createTestApp();
    try {
      const check = readinessCheck({
        db: t.database.db,
        migrationsFolder: migrationsFolder(),
        workers: () => [],
        closing: () => true,
      });
      expect(await check()).toMatchObject({
        ready: false,
        problems: [{ field: 'instance', message: 'Shutting down.' }],
      });
    } finally {
      await t.close();
    }
  });
});
