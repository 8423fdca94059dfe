import { type FinanceCountry, type FinanceOffer, financeOfferOf } from '@showroom/domain';
import { asc, eq } from 'drizzle-orm';
import { financeOffers } from '../../db/schema';
import type { Db } from '../../platform/db';

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

/**
 * Finance offers as data (docs/finance.md): what the finance calculator and check-offers read. The back office
 * writes them (modules/staff-offers); an offer that has started is kept (orders placed under it name its id) and
 * ends by its window.
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
  };
}

export type FinanceOffersService = ReturnType<typeof financeOffersService>;
