import { randomUUID } from 'node:crypto';
import { type changePromotion, PromotionInput, type StaffPromotion } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { promotions } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { RecordChange } from '../staff';
import { checked } from './offer-window';
import { type WindowTable, windowedRecords } from './windowed-records';

type PromotionRow = typeof promotions.$inferSelect;
type PromotionChange = Omit<z.output<(typeof changePromotion)['body']>, 'id'>;

const promotionTable: WindowTable<PromotionRow, string, z.output<typeof PromotionInput>> = {
  fields: { from: 'validFrom', to: 'validTo', id: 'id', noun: 'promotion' },
  entity: 'promotion',
  lockKey: (country) => `promotions:${country}`,
  windowOf: (row) => ({ from: row.validFrom, to: row.validTo }),
  endedOn: (validTo) => ({ validTo }),
  idOf: (row) => row.id,
  inMarket: (tx, country, except) =>
    tx
      .select()
      .from(promotions)
      .where(
        and(eq(promotions.country, country), except === undefined ? undefined : ne(promotions.id, except)),
      ),
  locked: async (tx, id) => {
    const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    return row;
  },
  insert: async (tx, values) => {
    const id = `${values.country}-PROMO-${randomUUID().slice(0, 8).toUpperCase()}`;
    const [row] = await tx
      .insert(promotions)
      .values({ ...values, id })
      .returning();
    return row!;
  },
  update: async (tx, id, set) => {
    const [row] = await tx
      .update(promotions)
      .set({ ...set, isSample: false })
      .where(eq(promotions.id, id))
      .returning();
    return row!;
  },
  remove: async (tx, id) => {
    await tx.delete(promotions).where(eq(promotions.id, id));
  },
};

/**
 * The back office's price promotions (docs/pricing.md section 4, docs/back-office-catalogue.md), with the rules of
 * the finance offers (offer-window.ts): from today on, changed until they end, ended by their window, one market's
 * windows never overlapping. Every change is audited; the price engine reads the table through the catalogue
 * reads, whose version the table's trigger moves at commit (decision 0020), so the shop prices with it at once.
 */
export function staffPromotionsService(deps: { db: Db; clock: Clock }) {
  const records = windowedRecords(deps, promotionTable);
  const shown = (row: PromotionRow): StaffPromotion => ({
    ...row,
    country: row.country as CountryCode,
    name: row.name as StaffPromotion['name'],
    status: records.statusOf(row),
  });

  return {
    async list(country: CountryCode) {
      const rows = await deps.db
        .select()
        .from(promotions)
        .where(eq(promotions.country, country))
        .orderBy(asc(promotions.validFrom), asc(promotions.id));
      return rows.map(shown);
    },

    async create(input: z.input<typeof PromotionInput>, recordChange: RecordChange) {
      const values = checked(PromotionInput, input, 'promotion');
      return { promotion: shown(await records.create(values, recordChange)) };
    },

    /** Changes fields of a promotion that has not ended; the promotion as changed must still hold together. */
    async change(id: string, change: PromotionChange, recordChange: RecordChange) {
      const merged = (before: PromotionRow) => {
        const { id: _id, isSample: _sample, ...editable } = before;
        return checked(PromotionInput, { ...editable, ...change }, 'promotion');
      };
      return { promotion: shown(await records.change(id, merged, recordChange)) };
    },

    /** Ends a running promotion yesterday, or withdraws one that has not started. */
    async end(id: string, recordChange: RecordChange) {
      const after = await records.end(id, recordChange);
      return { promotion: after ? shown(after) : null };
    },
  };
}
