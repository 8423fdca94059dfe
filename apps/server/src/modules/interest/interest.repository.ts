import type { CountryCode } from '@showroom/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  exteriorInteriors,
  exteriors,
  interests,
  interiors,
  paints,
  trackingEvents,
  trims,
  variants,
  vehicleOptions,
} from '../../db/schema';
import type { Db } from '../../platform/db';
import { type DbExecutor, isCustomersOwnEmail } from '../../platform/mail';

export type InterestRow = typeof interests.$inferSelect;
export type NewInterest = typeof interests.$inferInsert;
export type OptionRow = typeof vehicleOptions.$inferSelect;

const sameText = (column: Parameters<typeof sql>[1], value: string) =>
  sql`lower(${column}) = lower(${value})`;

/** Interest records and the catalogue look-ups that turn a configuration's names into ids and prices. */
export function interestRepository(db: Db) {
  return {
    async findVariantByName(country: CountryCode, name: string) {
      const [row] = await db
        .select()
        .from(variants)
        .where(and(eq(variants.country, country), sameText(variants.name, name)));
      return row;
    },

    async findExteriorByName(variantId: string, name: string) {
      const [row] = await db
        .select({
          id: exteriors.id,
          name: paints.name,
          priceCents: exteriors.priceCents,
          pictures: exteriors.pictures,
          pictureMobile: exteriors.pictureMobile,
        })
        .from(exteriors)
        .innerJoin(paints, eq(paints.code, exteriors.paintCode))
        .where(and(eq(exteriors.variantId, variantId), sameText(paints.name, name)));
      return row;
    },

    async findInteriorByName(exteriorId: string, name: string) {
      const [row] = await db
        .select({
          id: interiors.id,
          name: trims.name,
          priceCents: interiors.priceCents,
          pictures: interiors.pictures,
          pictureMobile: interiors.pictureMobile,
        })
        .from(exteriorInteriors)
        .innerJoin(interiors, eq(interiors.id, exteriorInteriors.interiorId))
        .innerJoin(trims, eq(trims.code, interiors.trimCode))
        .where(and(eq(exteriorInteriors.exteriorId, exteriorId), sameText(trims.name, name)));
      return row;
    },

    listOptions(country: CountryCode): Promise<OptionRow[]> {
      return db.select().from(vehicleOptions).where(eq(vehicleOptions.country, country));
    },

    /** Writes one record, in the caller's transaction when given one. */
    async insert(values: NewInterest, tx: DbExecutor = db): Promise<InterestRow> {
      const [row] = await tx.insert(interests).values(values).returning();
      if (!row) throw new Error('The interest record was not written.');
      return row;
    },

    /** The record of a key of this type (a shared link or a waitlist entry). */
    async findByKey(linkKey: string, type: InterestRow['interestType']): Promise<InterestRow | undefined> {
      const [row] = await db
        .select()
        .from(interests)
        .where(and(eq(interests.webUniqueKey, linkKey), eq(interests.interestType, type)));
      return row;
    },

    /** Whether `email` is the signed-in customer's own address (platform/mail's one rule). */
    isCustomersOwnEmail(customerId: string | null, email: string): Promise<boolean> {
      return isCustomersOwnEmail(db, customerId, email);
    },

    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async addTracking(event: { eventName: string; pageUrl: string | null; data: Record<string, string> }) {
      await db.insert(trackingEvents).values(event);
    },
  };
}

export type InterestRepository = ReturnType<typeof interestRepository>;
