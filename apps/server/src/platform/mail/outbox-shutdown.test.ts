import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleData } from '../../../test/support/mail-fixtures';
import { createTestDatabase } from '../../../test/support/test-db';
import { outbox } from '../../db/schema';
import { fixedClock } from '../clock';
import type { Database } from '../db';
import { enqueueEmail } from './enqueue-email';
import type { Mailer, OutgoingEmail } from './mailer';
import { createOutboxWorker } from './outbox-worker';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('an outbox worker stopping (graceful shutdown)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('finishes the message in hand and hands the rest of its batch back at once, untried', async () => {
    for (const name of ['first', 'second', 'third']) {
      await enqueueEmail(database.db, {
        to: `${name}@example.com`,
        template: 'waitlist-confirmation',
        data: sampleData['waitlist-confirmation'],
      });
    }
    let release: () => void = () => {};
    const sending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const delivered: OutgoingEmail[] = [];
    let started: () => void = () => {};
    const firstStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const mailer: Mailer = {
      channel: 'sent',
      from: 'no-reply@shop.example',
      async deliver(email) {
        started();
        await sending;
        delivered.push(email);
      },
      async close() {},
    };
    const clock = fixedClock('2026-05-04T00:00:00Z');
    const worker = createOutboxWorker({ db: database.db, mailer, clock, logger: quiet, batchSize: 10 });
    worker.start();
    await firstStarted;
    expect(worker.status().running).toBe(true);
    const stopped = worker.stop();
    expect(worker.status().running).toBe(false);
    release();
    await stopped;

    // Whichever message the worker took first was sent; the two behind it went back untried.
    expect(delivered).toHaveLength(1);
    const sent = delivered[0]?.to ?? '';
    const rows = await database.db.select().from(outbox);
    const byAddress = new Map(rows.map((row) => [row.toAddress, row]));
    expect(byAddress.get(sent)).toMatchObject({ status: 'sent', claimToken: null });
    const handedBack = ['first@example.com', 'second@example.com', 'third@example.com'].filter(
      (a) => a !== sent,
    );
    expect(handedBack).toHaveLength(2);
    for (const address of handedBack) {
      expect(byAddress.get(address)).toMatchObject({
        status: 'pending',
        claimToken: null,
        claimExpiresAt: null,
        claimedBy: null,
        attempts: 0,
      });
    }

    // Another worker takes them straight away: no lease to wait for.
    const next = createOutboxWorker({
      db: database.db,
      mailer: { ...mailer, deliver: async (email) => void delivered.push(email) },
      clock,
      logger: quiet,
    });
    expect(await next.drainOnce()).toMatchObject({ claimed: 2, delivered: 2 });
  });
});
