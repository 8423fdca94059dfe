import {
  FinanceOfferChange,
  FinanceOfferInput,
  type OfferStatus,
  type StaffFinanceOffer,
} from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { and, asc, eq, max, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { financeOffers } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { RecordChange } from '../staff';
import { checked } from './offer-window';
import { type WindowTable, windowedRecords } from './windowed-records';

type FinanceOfferRow = typeof financeOffers.$inferSelect;

const financeOfferTable: WindowTable<FinanceOfferRow, number, z.output<typeof FinanceOfferInput>> = {
  fields: { from: 'orderFrom', to: 'orderTo', id: 'offerId', noun: 'finance offer' },
  entity: 'finance-offer',
  // The whole table: a new offer's id is the next after the highest of any market.
  lockKey: () => 'finance_offers',
  windowOf: (row) => ({ from: row.orderFrom, to: row.orderTo }),
  endedOn: (orderTo) => ({ orderTo }),
  idOf: (row) => row.offerId,
  inMarket: (tx, country, except) =>
    tx
      .select()
      .from(financeOffers)
      .where(
        and(
          eq(financeOffers.country, country),
          except === undefined ? undefined : ne(financeOffers.offerId, except),
        ),
      ),
  locked: async (tx, offerId) => {
    const [row] = await tx
      .select()
      .from(financeOffers)
      .where(eq(financeOffers.offerId, offerId))
      .for('update');
    return row;
  },
  insert: async (tx, values) => {
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(financeOffers.offerId) })
      .from(financeOffers);
    const [row] = await tx
      .insert(financeOffers)
      .values({ ...values, offerId: (last ?? 0) + 1 })
      .returning();
    return row!;
  },
  update: async (tx, offerId, set) => {
    const [row] = await tx
      .update(financeOffers)
      .set({ ...set, isSample: false })
      .where(eq(financeOffers.offerId, offerId))
      .returning();
    return row!;
  },
  remove: async (tx, offerId) => {
    await tx.delete(financeOffers).where(eq(financeOffers.offerId, offerId));
  },
};

/**
 * The back office's finance offers (docs/back-office-catalogue.md): listed with their status on the market's day;
 * created from today on, changed until they end, ended by their window. Windows of one market never overlap, so
 * at most one offer is open on a day. Every change is in the audit log with the row before and after; check-offers
 * and the calculator read the table, whose trigger moves the catalogue version at commit (decision 0020).
 */
export function staffFinanceOffersService(deps: { db: Db; clock: Clock }) {
  const records = windowedRecords(deps, financeOfferTable);
  const shown = (row: FinanceOfferRow): StaffFinanceOffer => ({
    ...row,
    status: records.statusOf(row) satisfies OfferStatus,
  });

  return {
    async list(country: CountryCode) {
      const rows = await deps.db
        .select()
        .from(financeOffers)
        .where(eq(financeOffers.country, country))
        .orderBy(asc(financeOffers.orderFrom), asc(financeOffers.offerId));
      return { today: records.today(country), financeOffers: rows.map(shown) };
    },

    /** A new offer with the next id. */
    async create(input: FinanceOfferInput, recordChange: RecordChange) {
      const values = checked(FinanceOfferInput, input, 'finance offer');
      return { financeOffer: shown(await records.create(values, recordChange)) };
    },

    /** Changes fields of an offer that has not ended; the offer as changed must still hold together. */
    async change(offerId: number, change: FinanceOfferChange, recordChange: RecordChange) {
      const changed = checked(FinanceOfferChange, change, 'finance offer');
      const merged = (before: FinanceOfferRow) => {
        const { offerId: _id, name: _name, isSample: _sample, ...editable } = before;
        return checked(FinanceOfferInput, { ...editable, ...changed }, 'finance offer');
      };
      return { financeOffer: shown(await records.change(offerId, merged, recordChange)) };
    },

    /** Ends a running offer yesterday, or withdraws one that has not started (no order can name it). */
    async end(offerId: number, recordChange: RecordChange) {
      const after = await records.end(offerId, recordChange);
      return { financeOffer: after ? shown(after) : null };
    },
  };
}
