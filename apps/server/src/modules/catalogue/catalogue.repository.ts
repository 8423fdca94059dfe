import type { CountryCode } from '@showroom/domain';
import { and, asc, eq } from 'drizzle-orm';
import {
  exteriorInteriors,
  exteriors,
  interiors,
  paints,
  trims,
  variants,
  vehicleOptions,
} from '../../db/schema';
import type { Db } from '../../platform/db';

export type VariantRecord = typeof variants.$inferSelect;
export type ExteriorRecord = { exterior: typeof exteriors.$inferSelect; paint: typeof paints.$inferSelect };
export type InteriorRecord = { interior: typeof interiors.$inferSelect; trim: typeof trims.$inferSelect };
export type OptionRecord = typeof vehicleOptions.$inferSelect;

/**
 * Catalogue reads. Each query walks one index: variants by (country, ordering), exteriors and interiors by
 * (variant, ordering), pairings by their primary key (exterior, interior), options by (country, type, ordering).
 */
export function catalogueRepository(db: Db) {
  const exteriorQuery = () =>
    db
      .select({ exterior: exteriors, paint: paints })
      .from(exteriors)
      .innerJoin(paints, eq(paints.code, exteriors.paintCode));
  const interiorQuery = () =>
    db
      .select({ interior: interiors, trim: trims })
      .from(exteriorInteriors)
      .innerJoin(interiors, eq(interiors.id, exteriorInteriors.interiorId))
      .innerJoin(trims, eq(trims.code, interiors.trimCode));

  return {
    listVariants(country: CountryCode): Promise<VariantRecord[]> {
      return db
        .select()
        .from(variants)
        .where(eq(variants.country, country))
        .orderBy(asc(variants.orderingNo), asc(variants.id));
    },

    async findVariant(country: CountryCode, variantId: string): Promise<VariantRecord | undefined> {
      const [row] = await db
        .select()
        .from(variants)
        .where(and(eq(variants.id, variantId), eq(variants.country, country)));
      return row;
    },

    listExteriors(variantId: string): Promise<ExteriorRecord[]> {
      return exteriorQuery()
        .where(eq(exteriors.variantId, variantId))
        .orderBy(asc(exteriors.orderingNo), asc(exteriors.id));
    },

    async findExterior(variantId: string, exteriorId: string): Promise<ExteriorRecord | undefined> {
      const [row] = await exteriorQuery().where(
        and(eq(exteriors.id, exteriorId), eq(exteriors.variantId, variantId)),
      );
      return row;
    },

    /** The interiors that may be ordered with an exterior. */
    listInteriors(exteriorId: string): Promise<InteriorRecord[]> {
      return interiorQuery()
        .where(eq(exteriorInteriors.exteriorId, exteriorId))
        .orderBy(asc(interiors.orderingNo), asc(interiors.id));
    },

    async findInterior(exteriorId: string, interiorId: string): Promise<InteriorRecord | undefined> {
      const [row] = await interiorQuery().where(
        and(eq(exteriorInteriors.exteriorId, exteriorId), eq(exteriorInteriors.interiorId, interiorId)),
      );
      return row;
    },

    listOptions(country: CountryCode): Promise<OptionRecord[]> {
      return db
        .select()
        .from(vehicleOptions)
        .where(eq(vehicleOptions.country, country))
        .orderBy(asc(vehicleOptions.optionType), asc(vehicleOptions.orderingNo), asc(vehicleOptions.id));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
