import {
  FinanceOfferChange,
  FinanceOfferInput,
  type OfferStatus,
  type StaffFinanceOffer,
} from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { and, asc, eq, max, ne } from 'drizzle-orm';
import { financeOffers } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/http/app-error';
import type { DbExecutor } from '../../platform/mail';
import { priceDayOf } from '../catalogue/catalogue-reads';
import type { RecordChange } from '../staff/staff-change';
import {
  checked,
  endingOf,
  lockWindows,
  type OfferWindow,
  refuseChange,
  refuseMarketChange,
  refuseOverlap,
  refuseStartInPast,
  statusOn,
  type WindowFields,
} from './offer-window';

type FinanceOfferRow = typeof financeOffers.$inferSelect;

const fields: WindowFields = { from: 'orderFrom', to: 'orderTo', id: 'offerId', noun: 'finance offer' };
const windowOf = (row: { orderFrom: string; orderTo: string }): OfferWindow => ({
  from: row.orderFrom,
  to: row.orderTo,
});

/**
 * The back office's finance offers (docs/back-office-catalogue.md): listed with their status on the market's day;
 * created from today on, changed until they end, ended by their window. Windows of one market never overlap, so
 * at most one offer is open on a day. Every change is in the audit log with the row before and after; check-offers
 * and the calculator read the table, whose trigger moves the catalogue version at commit (decision 0020).
 */
export function staffFinanceOffersService(deps: { db: Db; clock: Clock }) {
  const today = (country: CountryCode) => priceDayOf(country, deps.clock.now());
  const shown = (row: FinanceOfferRow): StaffFinanceOffer => ({
    ...row,
    status: statusOn(windowOf(row), today(row.country)) satisfies OfferStatus,
  });

  async function othersOf(tx: DbExecutor, country: CountryCode, offerId?: number) {
    // The whole table: a new offer's id is the next after the highest of any market.
    await lockWindows(tx, 'finance_offers');
    const rows = await tx
      .select()
      .from(financeOffers)
      .where(
        and(
          eq(financeOffers.country, country),
          offerId === undefined ? undefined : ne(financeOffers.offerId, offerId),
        ),
      );
    return rows.map((row) => ({ ...windowOf(row), id: row.offerId }));
  }

  async function current(tx: DbExecutor, offerId: number) {
    const [row] = await tx
      .select()
      .from(financeOffers)
      .where(eq(financeOffers.offerId, offerId))
      .for('update');
    if (!row) throw notFound('The finance offer');
    return row;
  }

  return {
    async list(country: CountryCode) {
      const rows = await deps.db
        .select()
        .from(financeOffers)
        .where(eq(financeOffers.country, country))
        .orderBy(asc(financeOffers.orderFrom), asc(financeOffers.offerId));
      return { today: today(country), financeOffers: rows.map(shown) };
    },

    /** A new offer with the next id. */
    async create(input: FinanceOfferInput, recordChange: RecordChange) {
      const values = checked(FinanceOfferInput, input, 'finance offer');
      refuseStartInPast(windowOf(values), today(values.country), fields);
      return deps.db.transaction(async (tx) => {
        refuseOverlap(windowOf(values), await othersOf(tx, values.country), fields);
        const [{ last } = { last: 0 }] = await tx
          .select({ last: max(financeOffers.offerId) })
          .from(financeOffers);
        const [row] = await tx
          .insert(financeOffers)
          .values({ ...values, offerId: (last ?? 0) + 1 })
          .returning();
        await recordChange(tx, {
          action: 'finance-offer-created',
          entity: 'finance-offer',
          entityId: String(row!.offerId),
          before: null,
          after: row,
        });
        return { financeOffer: shown(row!) };
      });
    },

    /** Changes fields of an offer that has not ended; the offer as changed must still hold together. */
    async change(offerId: number, change: FinanceOfferChange, recordChange: RecordChange) {
      const changed = checked(FinanceOfferChange, change, 'finance offer');
      return deps.db.transaction(async (tx) => {
        const before = await current(tx, offerId);
        const { offerId: _id, name: _name, isSample: _sample, ...editable } = before;
        const values = checked(FinanceOfferInput, { ...editable, ...changed }, 'finance offer');
        refuseMarketChange(before.country, values.country);
        refuseChange(windowOf(before), windowOf(values), today(values.country), fields);
        refuseOverlap(windowOf(values), await othersOf(tx, values.country, offerId), fields);
        const [after] = await tx
          .update(financeOffers)
          .set({ ...values, isSample: false })
          .where(eq(financeOffers.offerId, offerId))
          .returning();
        await recordChange(tx, {
          action: 'finance-offer-changed',
          entity: 'finance-offer',
          entityId: String(offerId),
          before,
          after,
        });
        return { financeOffer: shown(after!) };
      });
    },

    /** Ends a running offer yesterday, or withdraws one that has not started (no order can name it). */
    async end(offerId: number, recordChange: RecordChange) {
      return deps.db.transaction(async (tx) => {
        const before = await current(tx, offerId);
        const ending = endingOf(windowOf(before), today(before.country), fields);
        const [after] =
          ending === 'withdraw'
            ? [null]
            : await tx
                .update(financeOffers)
                .set({ orderTo: ending.to, isSample: false })
                .where(eq(financeOffers.offerId, offerId))
                .returning();
        if (ending === 'withdraw') await tx.delete(financeOffers).where(eq(financeOffers.offerId, offerId));
        await recordChange(tx, {
          action: ending === 'withdraw' ? 'finance-offer-withdrawn' : 'finance-offer-ended',
          entity: 'finance-offer',
          entityId: String(offerId),
          before,
          after,
        });
        return { financeOffer: after ? shown(after) : null };
      });
    },
  };
}
