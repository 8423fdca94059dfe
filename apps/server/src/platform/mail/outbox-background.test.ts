import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleData } from '../../../test/support/mail-fixtures';
import { type SmtpTestServer, startSmtpTestServer } from '../../../test/support/smtp-test-server';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { outbox } from '../../db/schema';
import { enqueueEmail } from './enqueue-email';
import { smtpMailer } from './smtp-mailer';

describe('buildApp with background jobs', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({
      backgroundJobs: true,
      mailer: smtpMailer({ url: smtp.url, from: 'Cadillac LYRIQ <no-reply@shop.example>' }),
    });
  });
  afterAll(async () => {
    await smtp.stop();
  });

  it('delivers what is enqueued while it runs, and closes with its worker', async () => {
    await enqueueEmail(t.database.db, {
      to: 'alex@example.com',
      template: 'waitlist-confirmation',
      data: sampleData['waitlist-confirmation'],
    });
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
    expect(smtp.received[0]?.parsed.subject).toBe("You're on the waitlist for your LYRIQ");
    await expect.poll(async () => (await t.database.db.select().from(outbox))[0]?.status).toBe('sent');
    await t.close();
  });
});
