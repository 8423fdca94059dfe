import type { PricedItem } from '@showroom/contract';
import { type CountryCode, type IsoDate, type PricedItemKind, priceInEffect } from '@showroom/domain';
import { and, asc, eq } from 'drizzle-orm';
import {
  cataloguePrices,
  exteriors,
  interiors,
  paints,
  trims,
  variants,
  vehicleOptions,
} from '../../db/schema';
import type { DbExecutor } from '../../platform/mail';

interface ItemRow {
  itemKind: PricedItemKind;
  itemId: string;
  name: string;
  country: string;
  basePriceCents: number;
}

/** Every priced catalogue row of a market (or one row, by kind and id), named as the back office lists it. */
async function itemRows(tx: DbExecutor, country: CountryCode, only?: { kind: PricedItemKind; id: string }) {
  const wanted = (kind: PricedItemKind) => !only || only.kind === kind;
  const reads: Promise<ItemRow[]>[] = [];
  if (wanted('variant')) {
    reads.push(
      tx
        .select({
          itemId: variants.id,
          name: variants.name,
          basePriceCents: variants.priceCents,
          country: variants.country,
        })
        .from(variants)
        .where(and(eq(variants.country, country), only ? eq(variants.id, only.id) : undefined))
        .orderBy(asc(variants.orderingNo))
        .then((rows) => rows.map((row) => ({ ...row, itemKind: 'variant' as const }))),
    );
  }
  if (wanted('exterior')) {
    reads.push(
      tx
        .select({
          itemId: exteriors.id,
          paint: paints.name,
          variant: variants.name,
          basePriceCents: exteriors.priceCents,
          country: variants.country,
        })
        .from(exteriors)
        .innerJoin(variants, eq(variants.id, exteriors.variantId))
        .innerJoin(paints, eq(paints.code, exteriors.paintCode))
        .where(and(eq(variants.country, country), only ? eq(exteriors.id, only.id) : undefined))
        .orderBy(asc(variants.orderingNo), asc(exteriors.orderingNo))
        .then((rows) =>
          rows.map(({ paint, variant, ...row }) => ({
            ...row,
            name: `${paint} (${variant})`,
            itemKind: 'exterior' as const,
          })),
        ),
    );
  }
  if (wanted('interior')) {
    reads.push(
      tx
        .select({
          itemId: interiors.id,
          trim: trims.name,
          variant: variants.name,
          basePriceCents: interiors.priceCents,
          country: variants.country,
        })
        .from(interiors)
        .innerJoin(variants, eq(variants.id, interiors.variantId))
        .innerJoin(trims, eq(trims.code, interiors.trimCode))
        .where(and(eq(variants.country, country), only ? eq(interiors.id, only.id) : undefined))
        .orderBy(asc(variants.orderingNo), asc(interiors.orderingNo))
        .then((rows) =>
          rows.map(({ trim, variant, ...row }) => ({
            ...row,
            name: `${trim} (${variant})`,
            itemKind: 'interior' as const,
          })),
        ),
    );
  }
  if (wanted('option')) {
    reads.push(
      tx
        .select({
          itemId: vehicleOptions.id,
          name: vehicleOptions.name,
          basePriceCents: vehicleOptions.priceCents,
          country: vehicleOptions.country,
        })
        .from(vehicleOptions)
        .where(and(eq(vehicleOptions.country, country), only ? eq(vehicleOptions.id, only.id) : undefined))
        .orderBy(asc(vehicleOptions.optionType), asc(vehicleOptions.orderingNo))
        .then((rows) => rows.map((row) => ({ ...row, itemKind: 'option' as const }))),
    );
  }
  return (await Promise.all(reads)).flat();
}

/** The priced rows of a market with their scheduled prices (oldest first) and the price in effect on `today`. */
export async function pricedItems(
  tx: DbExecutor,
  country: CountryCode,
  today: IsoDate,
  only?: { kind: PricedItemKind; id: string },
): Promise<PricedItem[]> {
  const [items, prices] = await Promise.all([
    itemRows(tx, country, only),
    tx
      .select({
        id: cataloguePrices.id,
        itemKind: cataloguePrices.itemKind,
        itemId: cataloguePrices.itemId,
        effectiveFrom: cataloguePrices.effectiveFrom,
        priceCents: cataloguePrices.priceCents,
      })
      .from(cataloguePrices)
      .where(
        only ? and(eq(cataloguePrices.itemKind, only.kind), eq(cataloguePrices.itemId, only.id)) : undefined,
      )
      .orderBy(asc(cataloguePrices.effectiveFrom)),
  ]);
  return items.map(({ country: _country, ...item }) => {
    const scheduled = prices
      .filter((price) => price.itemKind === item.itemKind && price.itemId === item.itemId)
      .map(({ id, effectiveFrom, priceCents }) => ({ id, effectiveFrom, priceCents }));
    return { ...item, priceTodayCents: priceInEffect(item.basePriceCents, scheduled, today), scheduled };
  });
}

/** The market of a priced row, or undefined when no row of that kind has the id. */
export async function marketOfItem(
  tx: DbExecutor,
  kind: PricedItemKind,
  id: string,
): Promise<CountryCode | undefined> {
  for (const country of ['AU', 'NZ'] as const) {
    if ((await itemRows(tx, country, { kind, id })).length > 0) return country;
  }
  return undefined;
}
