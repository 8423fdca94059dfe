import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeedDay } from '../../../test/support/seed-day';
import { createTestDatabase } from '../../../test/support/test-db';
import type { Database } from '../../platform/db';
import { financeOffers, promotions } from '../schema';
import { seed } from '.';
import { currentSampleFinanceOffer } from './finance-offers.seed';
import { currentSamplePromotions } from './promotions.seed';

/* Issue 14 item 21: sample promotions and the sample finance offer run around the seed day, not calendar dates. */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('sample promotions and finance offer relative to the seed day', () => {
  it('run from 3 weeks before to 10 weeks after whatever day the shop is seeded, and say when they end', () => {
    const [au, nz] = currentSamplePromotions('2031-06-15');
    expect(au).toMatchObject({ validFrom: '2031-05-25', validTo: '2031-08-24', country: 'AU' });
    expect(au?.scrollText).toBe('We pay the on-road costs on every LYRIQ ordered by 24 August 2031.');
    expect(nz).toMatchObject({ validFrom: '2031-05-25', validTo: '2031-08-24', country: 'NZ' });
    expect(currentSampleFinanceOffer('2031-06-15')).toMatchObject({
      orderFrom: '2031-05-25',
      orderTo: '2031-08-24',
      deliveryBy: '2031-11-22',
    });
  });

  it('keep the window of the first seeding when the shop starts again on a later day', async () => {
    await seed(database.db, '2027-06-01');
    const [row] = await database.db.select().from(promotions).where(eq(promotions.id, 'AU-ORC-SAMPLE'));
    expect(row).toMatchObject({ validFrom: '2026-11-01', validTo: '2027-01-31' });
    const [offer] = await database.db.select().from(financeOffers).where(eq(financeOffers.offerId, 2));
    expect(offer).toMatchObject({ orderFrom: '2026-11-01', orderTo: '2027-01-31' });
    expect(testSeedDay).toBe('2026-11-22');
    // The calendar-dated sample rows they replaced are gone.
    const retired = await database.db.select().from(promotions).where(eq(promotions.id, 'AU-ORC-2026'));
    expect(retired).toEqual([]);
  });
});
