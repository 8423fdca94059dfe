import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/test-db';
import { customers, outbox } from '../../db/schema';
import type { Database } from '../../platform/db';
import { Campaign, queueCampaign } from './campaign';

let database: Database;
const origin = 'https://shop.example';
const news: Campaign = {
  id: 'brisbane-2026',
  template: 'cadillac-news',
  subject: 'The LYRIQ comes to Brisbane',
  headline: 'A new Experience Centre',
  paragraphs: ['Our Brisbane Experience Centre opens in March.'],
};

beforeAll(async () => {
  database = await createTestDatabase();
  const person = (email: string, values: Partial<typeof customers.$inferInsert> = {}) => ({
    issuer: 'https://idp.example',
    subject: email,
    email,
    country: 'AU' as const,
    ...values,
  });
  await database.db
    .insert(customers)
    .values([
      person('keen@example.com', { gmCommunicationEmail: true, firstName: 'Kim' }),
      person('kiwi@example.co.nz', { gmCommunicationEmail: true, country: 'NZ' }),
      person('partners@example.com', { gmPartnerCommunicationEmail: true }),
      person('quiet@example.com'),
      person('gone@example.com', { gmCommunicationEmail: true, erasedAt: new Date() }),
      { email: 'guest@example.com', country: 'AU', gmCommunicationEmail: true },
    ]);
});
afterAll(() => database.close());

describe('queueCampaign', () => {
  it('queues the campaign for the customers who asked for it, each with the way to switch it off, once', async () => {
    expect(await queueCampaign(database.db, origin, news)).toBe(2);
    const rows = await database.db.select().from(outbox);
    expect(rows.map((row) => row.toAddress).sort()).toEqual(['keen@example.com', 'kiwi@example.co.nz']);
    const keen = rows.find((row) => row.toAddress === 'keen@example.com');
    expect(keen?.text).toContain('Hello Kim,');
    expect(keen?.text).toContain('https://shop.example/au-en/data-privacy');
    expect(rows.find((row) => row.toAddress === 'kiwi@example.co.nz')?.text).toContain('/nz-en/data-privacy');
    expect(await queueCampaign(database.db, origin, news)).toBe(0);
  });

  it('sends a partner offer only to partner-email customers, and narrows to one country when asked', async () => {
    const offer = { ...news, id: 'energy', template: 'partner-offer' as const, partnerName: 'Kiwi Energy' };
    expect(await queueCampaign(database.db, origin, { ...offer, country: 'NZ' })).toBe(0);
    expect(await queueCampaign(database.db, origin, offer)).toBe(1);
  });

  it('refuses a campaign file with a clear message per field', () => {
    const parsed = Campaign.safeParse({
      ...news,
      id: 'no spaces',
      link: { label: 'Go', url: 'javascript:alert(1)' },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['id', 'link.url']);
  });
});
