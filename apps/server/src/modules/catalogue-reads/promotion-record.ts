import {
  type CountryCode,
  cents,
  type OnRoadFeesDiscountAmount,
  type Promotion,
  type PromotionName,
  type VehicleDiscountAmount,
} from '@showroom/domain';
import type { promotions } from '../../db/schema';

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
