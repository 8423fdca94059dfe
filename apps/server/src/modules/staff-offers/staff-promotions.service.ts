import { randomUUID } from 'node:crypto';
import { type changePromotion, PromotionInput, type StaffPromotion } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { promotions } from '../../db/schema';
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

type PromotionRow = typeof promotions.$inferSelect;
type PromotionChange = Omit<z.output<(typeof changePromotion)['body']>, 'id'>;

const fields: WindowFields = { from: 'validFrom', to: 'validTo', id: 'id', noun: 'promotion' };
const windowOf = (row: { validFrom: string; validTo: string }): OfferWindow => ({
  from: row.validFrom,
  to: row.validTo,
});

/**
 * The back office's price promotions (docs/pricing.md section 4, docs/back-office-catalogue.md), with the rules of
 * the finance offers (offer-window.ts): from today on, changed until they end, ended by their window, one market's
 * windows never overlapping. Every change is audited; the price engine reads the table through the catalogue
 * reads, whose version the table's trigger moves at commit (decision 0020), so the shop prices with it at once.
 */
export function staffPromotionsService(deps: { db: Db; clock: Clock }) {
  const today = (country: CountryCode) => priceDayOf(country, deps.clock.now());
  const shown = (row: PromotionRow): StaffPromotion => ({
    ...row,
    country: row.country as CountryCode,
    name: row.name as StaffPromotion['name'],
    status: statusOn(windowOf(row), today(row.country as CountryCode)),
  });

  async function othersOf(tx: DbExecutor, country: CountryCode, id?: string) {
    await lockWindows(tx, `promotions:${country}`);
    const rows = await tx
      .select()
      .from(promotions)
      .where(and(eq(promotions.country, country), id === undefined ? undefined : ne(promotions.id, id)));
    return rows.map((row) => ({ ...windowOf(row), id: row.id }));
  }

  async function current(tx: DbExecutor, id: string) {
    const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    if (!row) throw notFound('The promotion');
    return row;
  }

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
      refuseStartInPast(windowOf(values), today(values.country), fields);
      return deps.db.transaction(async (tx) => {
        refuseOverlap(windowOf(values), await othersOf(tx, values.country), fields);
        const id = `${values.country}-PROMO-${randomUUID().slice(0, 8).toUpperCase()}`;
        const [row] = await tx
          .insert(promotions)
          .values({ ...values, id })
          .returning();
        await recordChange(tx, {
          action: 'promotion-created',
          entity: 'promotion',
          entityId: id,
          before: null,
          after: row,
        });
        return { promotion: shown(row!) };
      });
    },

    /** Changes fields of a promotion that has not ended; the promotion as changed must still hold together. */
    async change(id: string, change: PromotionChange, recordChange: RecordChange) {
      return deps.db.transaction(async (tx) => {
        const before = await current(tx, id);
        const { id: _id, isSample: _sample, ...editable } = before;
        const values = checked(PromotionInput, { ...editable, ...change }, 'promotion');
        refuseMarketChange(before.country as CountryCode, values.country);
        refuseChange(windowOf(before), windowOf(values), today(values.country), fields);
        refuseOverlap(windowOf(values), await othersOf(tx, values.country, id), fields);
        const [after] = await tx
          .update(promotions)
          .set({ ...values, isSample: false })
          .where(eq(promotions.id, id))
          .returning();
        await recordChange(tx, {
          action: 'promotion-changed',
          entity: 'promotion',
          entityId: id,
          before,
          after,
        });
        return { promotion: shown(after!) };
      });
    },

    /** Ends a running promotion yesterday, or withdraws one that has not started. */
    async end(id: string, recordChange: RecordChange) {
      return deps.db.transaction(async (tx) => {
        const before = await current(tx, id);
        const ending = endingOf(windowOf(before), today(before.country as CountryCode), fields);
        const [after] =
          ending === 'withdraw'
            ? [null]
            : await tx
                .update(promotions)
                .set({ validTo: ending.to, isSample: false })
                .where(eq(promotions.id, id))
                .returning();
        if (ending === 'withdraw') await tx.delete(promotions).where(eq(promotions.id, id));
        await recordChange(tx, {
          action: ending === 'withdraw' ? 'promotion-withdrawn' : 'promotion-ended',
          entity: 'promotion',
          entityId: id,
          before,
          after,
        });
        return { promotion: after ? shown(after) : null };
      });
    },
  };
}
