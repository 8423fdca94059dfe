import type { CountryCode } from '@showroom/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  customers,
  exteriorInteriors,
  exteriors,
  interests,
  interiors,
  outbox,
  paints,
  trackingEvents,
  trims,
  variants,
  vehicleOptions,
} from '../../db/schema';
import type { Db } from '../../platform/db';
import type { DbExecutor } from '../../platform/mail';

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

    /** Whether `email` is the signed-in customer's own address (one they proved by signing in with it). */
    async isCustomersOwnEmail(customerId: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, customerId), sql`lower(${customers.email}) = lower(${email})`));
      return row !== undefined;
    },

    /** How many emails the shop has written to an address since a moment (any template). */
    async emailsTo(tx: DbExecutor, address: string, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(and(sql`lower(${outbox.toAddress}) = lower(${address})`, gt(outbox.createdAt, since)));
      return row?.n ?? 0;
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
