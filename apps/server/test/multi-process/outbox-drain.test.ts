import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import type { Database } from '../../src/platform/db';
import { enqueueEmail } from '../../src/platform/mail';
import { freePorts } from '../support/http-app';
import { sampleData } from '../support/mail-fixtures';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { createTestDatabase } from '../support/test-db';

/** Issue 7, done-when 3: two server processes draining one outbox on PostgreSQL send each email exactly once. */
describe('two server processes draining one outbox (PostgreSQL)', () => {
  const emails = 60;
  let database: Database & { url?: string };
  let smtp: SmtpTestServer;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // A slow SMTP server (100 ms per message): one process alone would need seconds, so both take part.
    smtp = await startSmtpTestServer({ acceptDelayMs: 100 });
    const env = {
      DATABASE_URL: database.url ?? '',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Cadillac LYRIQ <no-reply@shop.example>',
    };
    servers.push(...(await Promise.all((await freePorts(2)).map((port) => startServerProcess(port, env)))));
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) server.kill();
    await smtp?.stop();
    await database?.close();
  });

  it('sends every email exactly once, and both processes shut down cleanly', async () => {
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < emails; i += 1) {
        await enqueueEmail(tx, {
          to: `customer-${i}@example.com`,
          template: 'enquiry-acknowledgement',
          data: { ...sampleData['enquiry-acknowledgement'], firstName: `Customer ${i}` },
          dedupeKey: `multi-process:${i}`,
        });
      }
    });

    await expect
      .poll(
        async () => {
          const [row] = await database.db
            .select({ open: sql<number>`count(*)::int` })
            .from(outbox)
            .where(eq(outbox.status, 'pending'));
          return row?.open;
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe(0);

    // Graceful stop lets any attempt in hand finish first, so a late duplicate would be counted below.
    const codes = await Promise.all(servers.map((server) => server.stop()));
    expect(codes, servers.map((server) => server.output()).join('\n')).toEqual([0, 0]);

    const rows = await database.db.select().from(outbox);
    expect(rows).toHaveLength(emails);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);

    expect(smtp.received).toHaveLength(emails);
    const messageIds = smtp.received.map((mail) => mail.parsed.messageId);
    expect(new Set(messageIds).size).toBe(emails);
    expect(new Set(messageIds)).toEqual(new Set(rows.map((row) => `<${row.id}@shop.example>`)));
    expect(new Set(smtp.received.flatMap((mail) => mail.recipients))).toEqual(
      new Set(rows.map((row) => row.toAddress)),
    );

    // Both processes really drained: each row names the worker (host:pid:…) that sent it.
    const processes = new Set(rows.map((row) => row.claimedBy?.split(':')[1]));
    expect(processes.size).toBe(2);
  }, 240_000);
});
