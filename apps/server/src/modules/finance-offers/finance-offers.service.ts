import { FinanceOfferChange, FinanceOfferInput } from '@showroom/contract';
import { type FinanceCountry, type FinanceOffer, financeOfferOf } from '@showroom/domain';
import { asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { financeOffers } from '../../db/schema';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/http/app-error';

export type FinanceOfferRow = typeof financeOffers.$inferSelect;

/** A finance offer with its Special Offers card texts. */
export interface ListedFinanceOffer {
  readonly offer: FinanceOffer;
  readonly buttonText: string;
  readonly scrollText: string;
}

/** The domain's offer (with its lender product) of a row. */
function listed(row: FinanceOfferRow): ListedFinanceOffer {
  const offer = financeOfferOf({
    offerId: row.offerId,
    name: row.name,
    country: row.country,
    orderFrom: row.orderFrom,
    orderTo: row.orderTo,
    deliveryBy: row.deliveryBy,
    lenderName: row.lenderName,
    terms: row.terms,
    defaultTermMonths: row.defaultTermMonths,
    minimumDepositPercent: row.minimumDepositPercent,
    fees: {
      establishment: row.establishmentFeeCents,
      creditAssistance: row.creditAssistanceFeeCents,
      ppsr: row.ppsrFeeCents,
      monthlyAccount: row.monthlyAccountFeeCents,
    },
    source: row.source,
  });
  return { offer, buttonText: row.buttonText, scrollText: row.scrollText };
}

/** A zod refusal as a 400 naming the first field at fault. */
function checked<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError(400, 'InvalidInput', details[0]?.message ?? 'The offer is not valid.', details);
}

/**
 * Finance offers as data (docs/finance.md): what the finance calculator and check-offers read, and the list,
 * create and update the back office calls. Every offer is kept (orders placed under it name its id); an
 * offer ends by its window, never by deletion.
 */
export function financeOffersService(db: Db) {
  return {
    /** Every offer of a country ever made (or of both), oldest first. */
    async list(country?: FinanceCountry): Promise<ListedFinanceOffer[]> {
      const rows = await db
        .select()
        .from(financeOffers)
        .where(country ? eq(financeOffers.country, country) : undefined)
        .orderBy(asc(financeOffers.offerId));
      return rows.map(listed);
    },

    /** A new offer with the next id. */
    async create(input: FinanceOfferInput): Promise<ListedFinanceOffer> {
      const values = checked(FinanceOfferInput, input);
      return db.transaction(async (tx) => {
        const [{ last } = { last: 0 }] = await tx
          .select({ last: max(financeOffers.offerId) })
          .from(financeOffers);
        const [row] = await tx
          .insert(financeOffers)
          .values({ ...values, offerId: (last ?? 0) + 1 })
          .returning();
        return listed(row!);
      });
    },

    /** Changes some fields of an offer; the offer as changed must still hold together. */
    async update(offerId: number, change: FinanceOfferChange): Promise<ListedFinanceOffer> {
      const fields = checked(FinanceOfferChange, change);
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(financeOffers)
          .where(eq(financeOffers.offerId, offerId))
          .for('update');
        if (!current) throw notFound('The finance offer');
        const { offerId: _id, name: _name, isSample: _sample, ...editable } = current;
        const values = checked(FinanceOfferInput, { ...editable, ...fields });
        const [row] = await tx
          .update(financeOffers)
          .set({ ...values, isSample: false })
          .where(eq(financeOffers.offerId, offerId))
          .returning();
        return listed(row!);
      });
    },
  };
}

export type FinanceOffersService = ReturnType<typeof financeOffersService>;
