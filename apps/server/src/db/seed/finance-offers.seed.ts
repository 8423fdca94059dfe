import { addDays, type IsoDate } from '@showroom/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { financeOffers } from '../schema';
import { longDate, sampleWindow } from './promotions.seed';
import { overwriteAllBut } from './upsert';

type FinanceOfferRow = typeof financeOffers.$inferInsert;

/** The 2025 offer's rates, deposit and fees (spec 001 section 9); the sample offer repeats them. */
const electricOfferTerms = {
  lenderName: 'Sample Lender Australia',
  terms: [
    { months: 24, annualRateBp: 199 },
    { months: 36, annualRateBp: 199 },
    { months: 48, annualRateBp: 199 },
    { months: 60, annualRateBp: 299 },
  ],
  defaultTermMonths: 48,
  minimumDepositPercent: 20,
  // A 1.99% comparison rate holds only with the lender's own fees waived; PPSR is a government fee (SAMPLE).
  ppsrFeeCents: 680,
  buttonText: '1.99% electric finance offer',
} as const;

/**
 * The 2025 electric finance offer (spec 000 sections 1 and 9, spec 001 section 9): ordered 7 Aug – 30 Nov 2025,
 * delivered by 31 Dec 2025. Kept for the orders placed under it.
 */
const financeOffer2025: FinanceOfferRow = {
  ...electricOfferTerms,
  terms: [...electricOfferTerms.terms],
  offerId: 1,
  country: 'AU',
  orderFrom: '2025-08-07',
  orderTo: '2025-11-30',
  deliveryBy: '2025-12-31',
  scrollText:
    '1.99% p.a. comparison rate for terms up to 48 months with no balloon (2.99% p.a. for 60 months), ' +
    'with a deposit of at least 20%. Order from 7 August to 30 November 2025 and take delivery by ' +
    '31 December 2025.',
  source: 'Spec 001 section 9 (rates, deposit, dates); lender fees SAMPLE',
  isSample: true,
};

/**
 * SAMPLE: the 2025 offer again, running from 3 weeks before to 10 weeks after the day the shop is first seeded
 * (delivery within 3 more months), so a fresh shop has a Finance Offer tab. Replace it with the lender's real
 * offer before going live (`select * from finance_offers where is_sample`).
 * @example currentSampleFinanceOffer('2026-11-22').orderTo // '2027-01-31'
 */
export function currentSampleFinanceOffer(seedDay: IsoDate): FinanceOfferRow {
  const { validFrom, validTo, endsOn } = sampleWindow(seedDay);
  const deliveryBy = addDays(validTo, 90);
  const deliveryEnds = longDate.format(new Date(`${deliveryBy}T12:00:00Z`));
  return {
    ...electricOfferTerms,
    terms: [...electricOfferTerms.terms],
    offerId: 2,
    country: 'AU',
    orderFrom: validFrom,
    orderTo: validTo,
    deliveryBy,
    scrollText:
      '1.99% p.a. comparison rate for terms up to 48 months with no balloon (2.99% p.a. for 60 months), ' +
      `with a deposit of at least 20%. Order by ${endsOn} and take delivery by ${deliveryEnds}.`,
    source: 'SAMPLE (the 2025 offer of spec 001 section 9 around the seed day)',
    isSample: true,
  };
}

/** Idempotent: upserts the 2025 offer while a sample (the back office's change clears that), adds the sample offer once (its window stays where it was first put). */
export async function seedFinanceOffers(db: Db, seedDay: IsoDate): Promise<void> {
  await db
    .insert(financeOffers)
    .values(financeOffer2025)
    .onConflictDoUpdate({
      target: financeOffers.offerId,
      set: overwriteAllBut(financeOffers, ['offerId']),
      setWhere: eq(financeOffers.isSample, true),
    });
  await db.insert(financeOffers).values(currentSampleFinanceOffer(seedDay)).onConflictDoNothing();
}
