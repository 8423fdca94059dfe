import {
  type CountryCode,
  cents,
  type IsoDate,
  type OnRoadFeesDiscountAmount,
  type Promotion,
  type PromotionName,
  type VehicleDiscountAmount,
} from '@showroom/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { promotions } from '../../db/schema';
import type { Db } from '../../platform/db';

export type PromotionRecord = typeof promotions.$inferSelect;

/** A promotion row as the pricing engine takes it (the table's checks guarantee names, rules and amounts). */
export function toPromotion(row: PromotionRecord): Promotion {
  const base = {
    name: row.name as PromotionName,
    country: row.country as CountryCode,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
  const fixed = { rule: 'FixedAmount', amount: cents(row.amountCents ?? 0) } as const;
  if (row.discountType === 'Vehicle') {
    const amount: VehicleDiscountAmount = row.amountRule === 'FixedAmount' ? fixed : { rule: 'GstShare' };
    return { ...base, discountType: 'Vehicle', amount };
  }
  const amount: OnRoadFeesDiscountAmount =
    row.amountRule === 'FixedAmount'
      ? fixed
      : { rule: row.amountRule as Exclude<OnRoadFeesDiscountAmount['rule'], 'FixedAmount'> };
  return { ...base, discountType: 'OnRoadFees', amount };
}

/** Promotion reads: the rows of a market running on a local date (one index range). */
export function pricingRepository(db: Db) {
  return {
    promotionRowsOn(country: CountryCode, date: IsoDate): Promise<PromotionRecord[]> {
      return db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.country, country),
            lte(promotions.validFrom, date),
            gte(promotions.validTo, date),
          ),
        )
        .orderBy(asc(promotions.validFrom), asc(promotions.id));
    },
  };
}

export type PricingRepository = ReturnType<typeof pricingRepository>;
