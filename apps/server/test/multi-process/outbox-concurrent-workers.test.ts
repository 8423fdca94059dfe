import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { systemClock } from '../../src/platform/clock';
import { connectPostgres, type Database } from '../../src/platform/db';
import { createOutboxWorker, enqueueEmail, smtpMailer } from '../../src/platform/mail';
import { sampleData } from '../support/mail-fixtures';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { createTestDatabase } from '../support/test-db';
import { recordingLogger } from '../support/test-logger';

/**
 * The claim under real contention: eight workers, each on its own connection pool, claim in tight loops at the
 * same moments (the server processes of outbox-drain.test.ts poll, so their claims rarely coincide).
 */
describe('eight workers with their own pools claiming at once (PostgreSQL)', () => {
  const emails = 120;
  let database: Database & { url?: string };
  const pools: Database[] = [];
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpTestServer();
    for (let i = 0; i < 8; i += 1) pools.push(connectPostgres(database.url ?? '', { max: 2 }));
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    await smtp.stop();
    await database.close();
  });

  it('claims each message once: every email is sent exactly once, on its first attempt', async () => {
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < emails; i += 1) {
        await enqueueEmail(tx, {
          to: `customer-${i}@example.com`,
          template: 'enquiry-acknowledgement',
          data: sampleData['enquiry-acknowledgement'],
        });
      }
    });
    const mailer = smtpMailer({ url: smtp.url, from: 'Cadillac LYRIQ <no-reply@shop.example>' });
    const workers = pools.map((pool, i) =>
      createOutboxWorker({
        db: pool.db,
        mailer,
        clock: systemClock,
        logger: recordingLogger(),
        batchSize: 3,
        workerId: `w${i}`,
      }),
    );
    const drain = async (worker: (typeof workers)[number]) => {
      let claimed = 0;
      for (;;) {
        const result = await worker.drainOnce();
        if (result.claimed === 0) return claimed;
        claimed += result.claimed;
      }
    };
    const claimedPerWorker = await Promise.all(workers.map(drain));
    await mailer.close();

    expect(claimedPerWorker.reduce((a, b) => a + b, 0)).toBe(emails);
    expect(claimedPerWorker.filter((n) => n > 0).length).toBeGreaterThan(1);
    expect(smtp.received).toHaveLength(emails);
    expect(new Set(smtp.received.map((mail) => mail.parsed.messageId)).size).toBe(emails);
    const [stats] = await database.db
      .select({ sent: sql<number>`count(*) filter (where status = 'sent' and attempts = 1)::int` })
      .from(outbox);
    expect(stats?.sent).toBe(emails);
  }, 120_000);
});
