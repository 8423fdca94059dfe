import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleData, written } from '../../../test/support/mail-fixtures';
import { type SmtpTestServer, startSmtpTestServer } from '../../../test/support/smtp-test-server';
import { createTestDatabase } from '../../../test/support/test-db';
import { recordingLogger } from '../../../test/support/test-logger';
import { outbox, shopSettings } from '../../db/schema';
import { fixedClock } from '../clock';
import type { Database } from '../db';
import { enqueueEmail } from './enqueue-email';
import { type Mailer, mailboxMailer } from './mailer';
import { createOutboxWorker } from './outbox-worker';
import { smtpMailer } from './smtp-mailer';

const from = 'Cadillac LYRIQ <no-reply@shop.example>';
const share = (to = 'alex@example.com', dedupeKey?: string) => ({
  to,
  template: 'shared-configuration' as const,
  data: sampleData['shared-configuration'],
  ...(dedupeKey ? { dedupeKey } : {}),
});

let database: Database;
let smtp: SmtpTestServer;
const mailers: Mailer[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp.stop();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(outbox);
  smtp.received.length = 0;
});
afterEach(async () => {
  await smtp.restart();
  await Promise.all(mailers.splice(0).map((m) => m.close()));
});

function worker(
  options: { mailer?: Mailer; clock?: ReturnType<typeof fixedClock>; maxAttempts?: number } = {},
) {
  const mailer = options.mailer ?? smtpMailer({ url: smtp.url, from });
  mailers.push(mailer);
  const logger = recordingLogger();
  const clock = options.clock ?? fixedClock('2026-03-01T00:00:00Z');
  const instance = createOutboxWorker({
    db: database.db,
    mailer,
    clock,
    logger,
    random: () => 0.5,
    retry: { baseMs: 30_000, capMs: 3_600_000, maxAttempts: options.maxAttempts ?? 10 },
  });
  return { instance, logger, clock };
}

const rowOf = async (id: string) => {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
};

describe('enqueueEmail', () => {
  it('commits the email with the record it announces, and drops it when that transaction rolls back', async () => {
    const committed = await database.db.transaction(async (tx) => {
      await tx.insert(shopSettings).values({ key: 'outbox-test-a', value: {} });
      return enqueueEmail(tx, share());
    });
    expect(committed.created).toBe(true);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(shopSettings).values({ key: 'outbox-test-b', value: {} });
        await enqueueEmail(tx, share('sam@example.com'));
        throw new Error('the record could not be saved');
      }),
    ).rejects.toThrow('the record could not be saved');
    const rows = await database.db.select().from(outbox);
    expect(rows.map((r) => r.toAddress)).toEqual(['alex@example.com']);
    const row = rows[0];
    expect(row).toMatchObject({ status: 'pending', attempts: 0, template: 'shared-configuration' });
    expect(row?.subject).toBe('Your LYRIQ configuration');
    expect(row?.html).toContain('https://shop.example/au-en/links/abc123');
    expect(row?.text).toContain('https://shop.example/au-en/links/abc123');
  });

  it('writes one email per dedupe key', async () => {
    const first = await enqueueEmail(database.db, share('alex@example.com', 'share:abc123'));
    const again = await database.db.transaction((tx) =>
      enqueueEmail(tx, share('alex@example.com', 'share:abc123')),
    );
    expect(again).toEqual({ id: first.id, created: false });
    expect(await database.db.select().from(outbox)).toHaveLength(1);
  });

  it('refuses an address that is not a plain email address', async () => {
    for (const to of [
      '',
      'alex',
      'a@b',
      'Alex <alex@example.com>',
      'alex@example.com\r\nBcc: x@example.com',
    ]) {
      await expect(enqueueEmail(database.db, share(to))).rejects.toThrow('plain email address');
    }
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });
});

describe('outbox worker over SMTP', () => {
  it('delivers the rendered email to the SMTP server and marks it sent', async () => {
    const id = await written(enqueueEmail(database.db, share()));
    const { instance, clock } = worker();
    expect(await instance.drainOnce()).toEqual({
      claimed: 1,
      delivered: 1,
      retrying: 0,
      failed: 0,
      suppressed: 0,
    });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.recipients).toEqual(['alex@example.com']);
    expect(mail?.parsed.subject).toBe('Your LYRIQ configuration');
    expect(mail?.parsed.from?.value).toEqual([{ address: 'no-reply@shop.example', name: 'Cadillac LYRIQ' }]);
    expect(mail?.parsed.messageId).toBe(`<${id}@shop.example>`);
    expect(mail?.parsed.text).toContain('View your configuration:\nhttps://shop.example/au-en/links/abc123');
    expect(mail?.parsed.text).toContain('This private link expires on Saturday 6 December 2025.');
    expect(mail?.parsed.html).toContain('href="https://shop.example/au-en/links/abc123"');
    expect(mail?.parsed.html).toContain('$132,987');

    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      claimToken: null,
      claimExpiresAt: null,
      claimedBy: instance.workerId,
      lastError: null,
    });
    expect(row.deliveredAt).toEqual(clock.now());
    expect(await instance.drainOnce()).toMatchObject({ claimed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the mail while SMTP is down and delivers it once SMTP answers again', async () => {
    await smtp.stop();
    const id = await written(enqueueEmail(database.db, share()));
    const { instance, clock } = worker();

    expect(await instance.drainOnce()).toEqual({
      claimed: 1,
      delivered: 0,
      retrying: 1,
      failed: 0,
      suppressed: 0,
    });
    let row = await rowOf(id);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    // First retry: half of 30 s plus the jitter's half of the other half.
    expect(row.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 22_500));

    await smtp.restart();
    expect(await instance.drainOnce()).toMatchObject({ claimed: 0 });
    expect(smtp.received).toHaveLength(0);

    clock.advance(22_500);
    expect(await instance.drainOnce()).toEqual({
      claimed: 1,
      delivered: 1,
      retrying: 0,
      failed: 0,
      suppressed: 0,
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.parsed.messageId).toBe(`<${id}@shop.example>`);
    row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('backs off exponentially by the clock, then marks the mail failed after the last attempt', async () => {
    await smtp.stop();
    const id = await written(enqueueEmail(database.db, share()));
    const { instance, clock, logger } = worker({ maxAttempts: 4 });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await instance.drainOnce()).toMatchObject({ claimed: 1, retrying: 1 });
      const row = await rowOf(id);
      const wait = (row.nextAttemptAt?.getTime() ?? 0) - clock.now().getTime();
      waits.push(wait);
      clock.advance(wait - 1);
      expect(await instance.drainOnce()).toMatchObject({ claimed: 0 });
      clock.advance(1);
    }
    // 30 s, 60 s, 120 s steps, each three quarters with random() = 0.5.
    expect(waits).toEqual([22_500, 45_000, 90_000]);

    expect(await instance.drainOnce()).toEqual({
      claimed: 1,
      delivered: 0,
      retrying: 0,
      failed: 1,
      suppressed: 0,
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 4, claimToken: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    clock.advance(86_400_000);
    await smtp.restart();
    expect(await instance.drainOnce()).toMatchObject({ claimed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(logger.entries.filter((e) => e.level === 'error').map((e) => e.message)).toEqual([
      'outbox message failed after its last attempt',
    ]);
  });

  it('takes over the claim of a worker that died mid-send once its lease has expired', async () => {
    const id = await written(enqueueEmail(database.db, share()));
    const clock = fixedClock('2026-03-01T00:00:00Z');
    let release: () => void = () => {};
    const stuck: Mailer = {
      channel: 'sent',
      from,
      deliver: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      close: async () => {},
    };
    const dead = worker({ mailer: stuck, clock });
    const hanging = dead.instance.drainOnce();
    await expect.poll(async () => (await rowOf(id)).attempts).toBe(1);

    const healthy = worker({ clock });
    expect(await healthy.instance.drainOnce()).toMatchObject({ claimed: 0 });
    clock.advance(120_000);
    expect(await healthy.instance.drainOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(smtp.received).toHaveLength(1);

    release();
    await hanging;
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, claimedBy: healthy.instance.workerId });
    expect(dead.logger.entries.map((e) => e.message)).toContain(
      'outbox claim expired before the attempt finished; another worker owns the message now',
    );
  });

  it('records a refused login without the SMTP password, in the row and in the logs', async () => {
    const password = 'Sup3r-Secret:pw';
    const guarded = await startSmtpTestServer({
      auth: { user: 'mailer', password, rejectMessage: `Authentication failed for mailer/${password}` },
    });
    try {
      const id = await written(enqueueEmail(database.db, share()));
      const { instance, logger } = worker({ mailer: smtpMailer({ url: guarded.url, from }) });
      expect(await instance.drainOnce()).toMatchObject({ retrying: 1 });
      const row = await rowOf(id);
      expect(row.lastError).toMatch(/EAUTH 535/);
      expect(row.lastError).toContain('[redacted]');
      expect(row.lastError).not.toContain(password);
      expect(logger.dump()).not.toContain(password);
      expect(logger.dump()).not.toContain('alex@example.com');
      expect(guarded.received).toHaveLength(0);
    } finally {
      await guarded.stop();
    }
  });

  it('stops between polls and finishes the batch in hand', async () => {
    await enqueueEmail(database.db, share('a@example.com'));
    await enqueueEmail(database.db, share('b@example.com'));
    const { instance } = worker();
    instance.start();
    await expect.poll(() => smtp.received.length).toBe(2);
    await instance.stop();
    const rows = await database.db.select().from(outbox);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });
});

describe('outbox worker without SMTP (the embedded default)', () => {
  it('keeps the mail in the outbox, marked delivered to the mailbox', async () => {
    const id = await written(enqueueEmail(database.db, share()));
    const { instance } = worker({ mailer: mailboxMailer(from) });
    expect(await instance.drainOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'delivered_to_mailbox', attempts: 1 });
    expect(smtp.received).toHaveLength(0);
  });
});
