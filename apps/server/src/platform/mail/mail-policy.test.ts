import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleData, written } from '../../../test/support/mail-fixtures';
import { createTestDatabase } from '../../../test/support/test-db';
import { recordingLogger } from '../../../test/support/test-logger';
import { customers, emailSuppressions, outbox } from '../../db/schema';
import { fixedClock } from '../clock';
import type { Database } from '../db';
import { enqueueEmail } from './enqueue-email';
import { addressHash } from './mail-policy';
import type { Mailer, OutgoingEmail } from './mailer';
import { createOutboxWorker } from './outbox-worker';
import { templateAudiences, templateNames } from './templates';

let database: Database;
const clock = fixedClock('2026-03-01T00:00:00Z');
const sent: OutgoingEmail[] = [];
const recordingMailer: Mailer = {
  channel: 'sent',
  from: 'Cadillac LYRIQ <no-reply@shop.example>',
  deliver: async (email) => {
    sent.push(email);
  },
  close: async () => {},
};
const worker = () =>
  createOutboxWorker({ db: database.db, mailer: recordingMailer, clock, logger: recordingLogger() });

const news = (to: string) => ({ to, template: 'cadillac-news' as const, data: sampleData['cadillac-news'] });
const partner = (to: string) => ({
  to,
  template: 'partner-offer' as const,
  data: sampleData['partner-offer'],
});
const reset = (to: string) => ({
  to,
  template: 'password-reset' as const,
  data: sampleData['password-reset'],
});
/** A service email about an order. */
const service = (to: string) => ({
  to,
  template: 'support-request' as const,
  data: sampleData['support-request'],
});

async function customer(email: string, flags: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(customers)
    .values({ issuer: 'https://idp.example', subject: email, email, country: 'AU', ...flags })
    .returning();
  if (!row) throw new Error('no customer');
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outbox);
  sent.length = 0;
});

describe('which templates are marketing', () => {
  it('sends every existing service email without asking for consent, and names a flag for each marketing one', () => {
    const marketing = templateNames.filter((name) => templateAudiences[name] !== 'transactional');
    expect(marketing.sort()).toEqual(['cadillac-news', 'partner-offer']);
    expect(templateAudiences['cadillac-news']).toBe('gmCommunicationEmail');
    expect(templateAudiences['partner-offer']).toBe('gmPartnerCommunicationEmail');
    for (const name of ['order-confirmation', 'password-reset', 'enquiry-acknowledgement'] as const) {
      expect(templateAudiences[name]).toBe('transactional');
    }
  });
});

describe('marketing consent', () => {
  it('writes nothing for an address whose customer never switched the flag on, or that no customer has', async () => {
    await customer('quiet@example.com');
    expect(await enqueueEmail(database.db, news('quiet@example.com'))).toEqual({
      id: undefined,
      created: false,
      refused: 'no-marketing-consent',
    });
    expect((await enqueueEmail(database.db, news('stranger@example.com'))).refused).toBe(
      'no-marketing-consent',
    );
    expect(await database.db.select().from(outbox)).toEqual([]);
  });

  it('sends Cadillac news to a customer with Cadillac emails on, but no partner offer until that flag is on', async () => {
    await customer('keen@example.com', { gmCommunicationEmail: true });
    await written(enqueueEmail(database.db, news('KEEN@example.com')));
    expect((await enqueueEmail(database.db, partner('keen@example.com'))).refused).toBe(
      'no-marketing-consent',
    );
    await database.db
      .update(customers)
      .set({ gmPartnerCommunicationEmail: true })
      .where(eq(customers.email, 'keen@example.com'));
    await written(enqueueEmail(database.db, partner('keen@example.com')));
    expect((await worker().drainOnce()).delivered).toBe(2);
    expect(sent.map((email) => email.subject).sort()).toEqual([
      'Charge at home for less',
      'The LYRIQ comes to Brisbane',
    ]);
  });

  it('checks again before sending: a flag switched off after the email was written stops it', async () => {
    const fan = await customer('fan@example.com', { gmCommunicationEmail: true });
    const id = await written(enqueueEmail(database.db, news('fan@example.com')));
    await database.db.update(customers).set({ gmCommunicationEmail: false }).where(eq(customers.id, fan.id));
    expect(await worker().drainOnce()).toMatchObject({ claimed: 1, delivered: 0, suppressed: 1 });
    expect(sent).toEqual([]);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({
      status: 'suppressed',
      lastError: 'no-marketing-consent',
      toAddress: 'fan@example.com',
    });
  });

  it('sends service emails whatever the flags say', async () => {
    await customer('service@example.com');
    await written(enqueueEmail(database.db, reset('service@example.com')));
    expect((await worker().drainOnce()).delivered).toBe(1);
  });
});

describe('erased addresses', () => {
  it('refuses every email to an erased address and skips, blanked, one written before the erasure', async () => {
    const pending = await written(enqueueEmail(database.db, service('gone@example.com')));
    await database.db
      .insert(emailSuppressions)
      .values({ addressHash: addressHash(' Gone@Example.com '), reason: 'erased', createdAt: clock.now() });
    expect((await enqueueEmail(database.db, service('gone@example.com'))).refused).toBe('recipient-erased');
    expect(await worker().drainOnce()).toMatchObject({ claimed: 1, delivered: 0, suppressed: 1 });
    expect(sent).toEqual([]);
    const rows = await database.db.select().from(outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: pending, status: 'suppressed', html: '', text: '' });
    expect(rows[0]?.toAddress).not.toContain('gone');
  });

  it('mails the address again once someone signs up with it after the erasure', async () => {
    await database.db.insert(emailSuppressions).values({
      addressHash: addressHash('back@example.com'),
      reason: 'erased',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect((await enqueueEmail(database.db, service('back@example.com'))).refused).toBe('recipient-erased');
    await customer('back@example.com', { createdAt: new Date('2026-02-01T00:00:00Z') });
    await written(enqueueEmail(database.db, service('back@example.com')));
  });

  it("sends the sign-in pages' own emails to an erased address: signing up afresh with it needs the link", async () => {
    await database.db
      .insert(emailSuppressions)
      .values({ addressHash: addressHash('again@example.com'), reason: 'erased', createdAt: clock.now() });
    expect((await enqueueEmail(database.db, service('again@example.com'))).refused).toBe('recipient-erased');
    await written(enqueueEmail(database.db, reset('again@example.com')));
    await written(
      enqueueEmail(database.db, {
        to: 'again@example.com',
        template: 'account-sign-up',
        data: sampleData['account-sign-up'],
      }),
    );
    expect((await worker().drainOnce()).delivered).toBe(2);
  });
});
