import type { ScheduleCataloguePrice } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { cataloguePrices } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError, badField, notFound } from '../../platform/http/app-error';
import { priceDayOf } from '../catalogue-reads';
import type { RecordChange } from '../staff';
import { marketOfItem, pricedItems } from './priced-items.repository';

/**
 * Catalogue prices with an effective date (docs/back-office-catalogue.md). A price is set from a day of the row's
 * market on (today or later: the past is what orders were priced at); the catalogue reads apply it from that
 * day's midnight. A scheduled price not yet in effect may be withdrawn. Every change is recorded.
 */
export function cataloguePricesService(deps: { db: Db; clock: Clock }) {
  const today = (country: CountryCode) => priceDayOf(country, deps.clock.now());

  async function itemOf(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0] | Db,
    kind: typeof cataloguePrices.$inferSelect.itemKind,
    id: string,
    country: CountryCode,
  ) {
    const [item] = await pricedItems(tx, country, today(country), { kind, id });
    if (!item) throw notFound(`The ${kind} ${id}`);
    return item;
  }

  return {
    async list(country: CountryCode) {
      return { today: today(country), items: await pricedItems(deps.db, country, today(country)) };
    },

    async schedule(
      input: z.output<typeof ScheduleCataloguePrice>,
      staffId: string,
      recordChange: RecordChange,
    ) {
      return deps.db.transaction(async (tx) => {
        const country = await marketOfItem(tx, input.itemKind, input.itemId);
        if (!country) {
          throw new AppError(404, 'NotFound', `No ${input.itemKind} '${input.itemId}' in the catalogue.`, [
            { field: 'itemId', message: `No ${input.itemKind} '${input.itemId}' in the catalogue.` },
          ]);
        }
        if (input.effectiveFrom < today(country)) {
          throw badField('effectiveFrom', `A price starts today (${today(country)}) or later in ${country}.`);
        }
        const key = and(
          eq(cataloguePrices.itemKind, input.itemKind),
          eq(cataloguePrices.itemId, input.itemId),
          eq(cataloguePrices.effectiveFrom, input.effectiveFrom),
        );
        const [before] = await tx.select().from(cataloguePrices).where(key).for('update');
        const [after] = await tx
          .insert(cataloguePrices)
          .values({ ...input, setBy: staffId })
          .onConflictDoUpdate({
            target: [cataloguePrices.itemKind, cataloguePrices.itemId, cataloguePrices.effectiveFrom],
            set: { priceCents: input.priceCents, setBy: staffId, createdAt: deps.clock.now() },
          })
          .returning();
        await recordChange(tx, {
          action: 'price-scheduled',
          entity: `${input.itemKind}-price`,
          entityId: input.itemId,
          before: before ?? null,
          after,
        });
        return { item: await itemOf(tx, input.itemKind, input.itemId, country) };
      });
    },

    async withdraw(id: string, recordChange: RecordChange) {
      return deps.db.transaction(async (tx) => {
        const [price] = await tx
          .select()
          .from(cataloguePrices)
          .where(eq(cataloguePrices.id, id))
          .for('update');
        if (!price) throw notFound('The scheduled price');
        const country = (await marketOfItem(tx, price.itemKind, price.itemId)) ?? 'AU';
        if (price.effectiveFrom <= today(country)) {
          throw new AppError(409, 'Conflict', 'This price is already in effect: set a new price instead.', [
            { field: 'id', message: 'This price is already in effect.' },
          ]);
        }
        await tx.delete(cataloguePrices).where(eq(cataloguePrices.id, id));
        await recordChange(tx, {
          action: 'price-withdrawn',
          entity: `${price.itemKind}-price`,
          entityId: price.itemId,
          before: price,
          after: null,
        });
        return { item: await itemOf(tx, price.itemKind, price.itemId, country) };
      });
    },
  };
}

export type CataloguePricesService = ReturnType<typeof cataloguePricesService>;
