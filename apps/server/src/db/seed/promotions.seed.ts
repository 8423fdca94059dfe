import { addDays, type IsoDate } from '@showroom/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { promotions } from '../schema';
import { overwriteAllBut } from './upsert';

type PromotionRow = typeof promotions.$inferInsert;

/*
 * SAMPLE promotions. The specification names the promotions (spec 000 section 9) and says what the Special Offers
 * dialog shows (section 1: in Australia an on-road-costs and luxury car tax saving, in New Zealand a GST saving)
 * but gives no dates or amounts for them. The 2025 rows take the finance offer's order window (7 Aug – 30 Nov
 * 2025); the current rows (`currentSamplePromotions`) run from 3 weeks before to 10 weeks after the day the shop is
 * first seeded, never on calendar dates, so a fresh shop always shows its savings lines. Replace them with the
 * market's real promotions before going live (`select * from promotions where is_sample`).
 */
export const promotionSeed: PromotionRow[] = [
  {
    id: 'AU-ORC-LCT-2025',
    name: 'Australia On Road Fees Discount',
    country: 'AU',
    validFrom: '2025-08-07',
    validTo: '2025-11-30',
    discountType: 'OnRoadFees',
    amountRule: 'AllOnRoadFeesAndLuxuryCarTax',
    amountCents: null,
    buttonText: 'On-road costs and luxury car tax on us',
    scrollText: 'We pay the on-road costs and the luxury car tax on every LYRIQ ordered by 30 November 2025.',
    isSample: true,
  },
  {
    id: 'NZ-GST-2025',
    name: 'New Zealand GST Discount',
    country: 'NZ',
    validFrom: '2025-08-07',
    validTo: '2025-11-30',
    discountType: 'Vehicle',
    amountRule: 'GstShare',
    amountCents: null,
    buttonText: 'GST on us',
    scrollText: 'Save the GST on every LYRIQ ordered by 30 November 2025.',
    isSample: true,
  },
];

/** A date as the offer texts write it: '31 January 2027'. */
export const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

/** The window of the current sample promotions and offers around the seed day (its first seeding). */
export function sampleWindow(seedDay: IsoDate): { validFrom: IsoDate; validTo: IsoDate; endsOn: string } {
  const validTo = addDays(seedDay, 70);
  return {
    validFrom: addDays(seedDay, -21),
    validTo,
    endsOn: longDate.format(new Date(`${validTo}T12:00:00Z`)),
  };
}

/**
 * The running sample promotions for a shop first seeded on `seedDay`.
 * @example currentSamplePromotions('2026-11-22')[0].validTo // '2027-01-31'
 */
export function currentSamplePromotions(seedDay: IsoDate): PromotionRow[] {
  const { validFrom, validTo, endsOn } = sampleWindow(seedDay);
  const current = {
    name: 'AU On Road Fees and NZ GST Discount',
    validFrom,
    validTo,
    amountCents: null,
    isSample: true,
  };
  return [
    {
      ...current,
      id: 'AU-ORC-SAMPLE',
      country: 'AU',
      discountType: 'OnRoadFees',
      amountRule: 'AllOnRoadFees',
      buttonText: 'On-road costs on us',
      scrollText: `We pay the on-road costs on every LYRIQ ordered by ${endsOn}.`,
    },
    {
      ...current,
      id: 'NZ-GST-SAMPLE',
      country: 'NZ',
      discountType: 'Vehicle',
      amountRule: 'GstShare',
      buttonText: 'GST on us',
      scrollText: `Limited time: save the GST on every LYRIQ ordered by ${endsOn}.`,
    },
  ];
}

/** The calendar-dated sample rows that the seed-day rows replaced. */
const retiredSampleIds = ['AU-ORC-2026', 'NZ-GST-2026'];

/**
 * Idempotent: upserts the 2025 rows by id while they are samples, adds the current sample rows once (their window
 * stays where the first seeding put it) and leaves rows an operator added or the back office changed alone.
 */
export async function seedPromotions(db: Db, seedDay: IsoDate): Promise<void> {
  await db
    .delete(promotions)
    .where(and(inArray(promotions.id, retiredSampleIds), eq(promotions.isSample, true)));
  await db
    .insert(promotions)
    .values(promotionSeed)
    .onConflictDoUpdate({
      target: promotions.id,
      set: overwriteAllBut(promotions, ['id']),
      setWhere: eq(promotions.isSample, true),
    });
  await db.insert(promotions).values(currentSamplePromotions(seedDay)).onConflictDoNothing();
}
