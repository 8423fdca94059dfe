import type { Db } from '../../platform/db';
import { promotions } from '../schema';
import { overwriteAllBut } from './upsert';

type PromotionRow = typeof promotions.$inferInsert;

/*
 * SAMPLE promotions. The specification names the promotions (spec 000 section 9) and says what the Special Offers
 * dialog shows (section 1: in Australia an on-road-costs and luxury car tax saving, in New Zealand a GST saving)
 * but gives no dates or amounts for them. The 2025 rows take the finance offer's order window (7 Aug – 30 Nov
 * 2025); the current rows are an invented window around today so the shop shows its savings lines. Replace them
 * with the market's real promotions before going live (`select * from promotions where is_sample`).
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
  {
    id: 'AU-ORC-2026',
    name: 'AU On Road Fees and NZ GST Discount',
    country: 'AU',
    validFrom: '2026-11-01',
    validTo: '2027-01-31',
    discountType: 'OnRoadFees',
    amountRule: 'AllOnRoadFees',
    amountCents: null,
    buttonText: 'On-road costs on us',
    scrollText: 'We pay the on-road costs on every LYRIQ ordered by 31 January 2027.',
    isSample: true,
  },
  {
    id: 'NZ-GST-2026',
    name: 'AU On Road Fees and NZ GST Discount',
    country: 'NZ',
    validFrom: '2026-11-01',
    validTo: '2027-01-31',
    discountType: 'Vehicle',
    amountRule: 'GstShare',
    amountCents: null,
    buttonText: 'GST on us',
    scrollText: 'Limited time: save the GST on every LYRIQ ordered by 31 January 2027.',
    isSample: true,
  },
];

/** Idempotent: upserts the seeded rows by id (rows an operator added are left alone). */
export async function seedPromotions(db: Db): Promise<void> {
  await db
    .insert(promotions)
    .values(promotionSeed)
    .onConflictDoUpdate({ target: promotions.id, set: overwriteAllBut(promotions, ['id']) });
}
