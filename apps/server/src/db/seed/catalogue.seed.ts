import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { exteriorInteriors, exteriors, interiors, paints, trims, variants, vehicleOptions } from '../schema';
import {
  exteriorPictures,
  frontThreeQuarter,
  interiorPictures,
  optionPicture,
  paintSwatch,
  trimSwatch,
} from './catalogue-media';
import { marketOptions } from './catalogue-options.data';
import {
  excludedPairings,
  lyriqSpecifications,
  marketPrices,
  type PaintCode,
  paintPalette,
  type TrimCode,
  trimPalette,
  variantLine,
} from './catalogue-vehicles.data';
import { overwriteAllBut } from './upsert';

type VariantRow = typeof variants.$inferInsert;
type ExteriorRow = typeof exteriors.$inferInsert;
type InteriorRow = typeof interiors.$inferInsert;
type PairRow = typeof exteriorInteriors.$inferInsert;
type OptionRow = typeof vehicleOptions.$inferInsert;

export interface CatalogueRows {
  variants: VariantRow[];
  exteriors: ExteriorRow[];
  interiors: InteriorRow[];
  pairs: PairRow[];
  options: OptionRow[];
}

const paintOf = (code: PaintCode) => paintPalette.find((paint) => paint.code === code)!;
const trimOf = (code: TrimCode) => trimPalette.find((trim) => trim.code === code)!;

/** Expands the seed data into table rows: every variant × paint and variant × trim of each market. */
export function catalogueRows(): CatalogueRows {
  const rows: CatalogueRows = { variants: [], exteriors: [], interiors: [], pairs: [], options: [] };
  for (const market of marketPrices) {
    const { country } = market;
    variantLine.forEach((line, variantIndex) => {
      const variantId = `${country}-${line.code}`;
      const price = market.variantPrices[line.code];
      rows.variants.push({
        id: variantId,
        country,
        name: line.name,
        description: line.description,
        priceCents: price.price,
        ...lyriqSpecifications,
        picture: frontThreeQuarter(line.style, paintOf(line.defaultPaint)),
        pictureMobile: frontThreeQuarter(line.style, paintOf(line.defaultPaint)),
        isDefault: variantIndex === 0,
        orderingNo: variantIndex + 1,
        isSample: price.isSample,
      });
      const exteriorIds = line.paints.map((code, index) => {
        const paint = paintOf(code);
        const id = `${variantId}-${code}`;
        rows.exteriors.push({
          id,
          variantId,
          paintCode: code,
          priceCents: market.paintPrices[code],
          pictures: exteriorPictures(line.style, paint),
          pictureMobile: frontThreeQuarter(line.style, paint),
          filterImage: paintSwatch(paint),
          filterMobile: paintSwatch(paint),
          isDefault: code === line.defaultPaint,
          orderingNo: index + 1,
          isSample: true,
        });
        return { id, code };
      });
      line.trims.forEach((code, index) => {
        const trim = trimOf(code);
        const id = `${variantId}-${code}`;
        const [dash] = interiorPictures(trim);
        rows.interiors.push({
          id,
          variantId,
          trimCode: code,
          priceCents: market.trimPrices[code],
          pictures: interiorPictures(trim),
          pictureMobile: dash!,
          filterImage: trimSwatch(trim),
          filterMobile: trimSwatch(trim),
          isDefault: code === line.defaultTrim,
          orderingNo: index + 1,
          isSample: true,
        });
        for (const exterior of exteriorIds) {
          const excluded = excludedPairings.some((p) => p.paint === exterior.code && p.trim === code);
          if (!excluded) rows.pairs.push({ variantId, exteriorId: exterior.id, interiorId: id });
        }
      });
    });
    marketOptions[country].forEach((option, index) => {
      rows.options.push({
        id: option.id,
        country,
        optionType: option.optionType,
        chargeType: option.chargeType,
        name: option.name,
        priceCents: option.priceCents,
        pictures: [optionPicture(option.picture)],
        pictureMobile: optionPicture(option.picture),
        description: option.description,
        termsDescription: option.termsDescription,
        disabled: false,
        orderingNo: index + 1,
        isSample: option.isSample,
      });
    });
  }
  return rows;
}

/**
 * Rows flagged default go last: PostgreSQL checks the one-default-per-list unique index row by row, so a default
 * that moves from one row to another must be cleared on the old row before it is set on the new one.
 */
const defaultsLast = <R extends { isDefault?: boolean }>(rows: R[]) =>
  [...rows].sort((a, b) => Number(a.isDefault ?? false) - Number(b.isDefault ?? false));

/**
 * Idempotent: upserts every catalogue row by its stable id (so a changed price or text in the seed reaches an
 * existing database) and rewrites the pairings of the seeded exteriors. Rows that left the seed are kept:
 * orders may name them.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  const rows = catalogueRows();
  await db.transaction(async (tx) => {
    await tx
      .insert(paints)
      .values([...paintPalette])
      .onConflictDoUpdate({ target: paints.code, set: overwriteAllBut(paints, ['code']) });
    await tx
      .insert(trims)
      .values([...trimPalette])
      .onConflictDoUpdate({ target: trims.code, set: overwriteAllBut(trims, ['code']) });
    await tx
      .insert(variants)
      .values(defaultsLast(rows.variants))
      .onConflictDoUpdate({ target: variants.id, set: overwriteAllBut(variants, ['id']) });
    await tx
      .insert(exteriors)
      .values(defaultsLast(rows.exteriors))
      .onConflictDoUpdate({ target: exteriors.id, set: overwriteAllBut(exteriors, ['id']) });
    await tx
      .insert(interiors)
      .values(defaultsLast(rows.interiors))
      .onConflictDoUpdate({ target: interiors.id, set: overwriteAllBut(interiors, ['id']) });
    await tx.delete(exteriorInteriors).where(
      inArray(
        exteriorInteriors.exteriorId,
        rows.exteriors.map((exterior) => exterior.id),
      ),
    );
    await tx.insert(exteriorInteriors).values(rows.pairs).onConflictDoNothing();
    await tx
      .insert(vehicleOptions)
      .values(rows.options)
      .onConflictDoUpdate({ target: vehicleOptions.id, set: overwriteAllBut(vehicleOptions, ['id']) });
  });
}
