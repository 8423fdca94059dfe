import type { CountryCode } from '../market';
import { type Cents, cents } from '../money';
import type { IsoDate } from './iso-date';
import { gstContainedIn } from './tax';

/**
 * The price promotions of spec 000 section 9 (the finance offer is a rate, not a price discount, and is
 * not priced here).
 * @example promotionNames[2] // 'New Zealand GST Discount'
 */
export const promotionNames = [
  'Sales Incentive Discount',
  'Australia On Road Fees Discount',
  'New Zealand GST Discount',
  'AU On Road Fees and NZ GST Discount',
] as const;
export type PromotionName = (typeof promotionNames)[number];

/**
 * The name a buyer in `country` sees: a promotion of both markets ('AU On Road Fees and NZ GST Discount') is named
 * for the market's own half, so an Australian order never mentions New Zealand's GST (audit 002 #13).
 * @example promotionNameIn('AU On Road Fees and NZ GST Discount', 'NZ') // 'New Zealand GST Discount'
 */
export function promotionNameIn(name: PromotionName, country: CountryCode): PromotionName {
  if (name !== 'AU On Road Fees and NZ GST Discount') return name;
  return country === 'AU' ? 'Australia On Road Fees Discount' : 'New Zealand GST Discount';
}

/**
 * What a discount reduces: the price of the vehicle, or the on-road fees the buyer would pay.
 * @example discountTypes[1] // 'OnRoadFees'
 */
export const discountTypes = ['Vehicle', 'OnRoadFees'] as const;
export type DiscountType = (typeof discountTypes)[number];

/**
 * How much a vehicle discount takes off: a fixed amount (at most the vehicle subtotal), or the GST share of
 * the vehicle subtotal (the New Zealand "GST-off" offer: 3/23 of the GST-inclusive subtotal).
 * @example const rule: VehicleDiscountAmount = { rule: 'FixedAmount', amount: cents(500_000) }; // $5,000 off
 */
export type VehicleDiscountAmount =
  | { readonly rule: 'FixedAmount'; readonly amount: Cents }
  | { readonly rule: 'GstShare' };

/**
 * How much an on-road-fee discount takes off: a fixed amount (at most the on-road fee subtotal), all on-road
 * fees, the luxury car tax, or both (the Australian "on-road costs and luxury car tax" offer).
 * @example const rule: OnRoadFeesDiscountAmount = { rule: 'AllOnRoadFeesAndLuxuryCarTax' };
 */
export type OnRoadFeesDiscountAmount =
  | { readonly rule: 'FixedAmount'; readonly amount: Cents }
  | { readonly rule: 'AllOnRoadFees' }
  | { readonly rule: 'LuxuryCarTax' }
  | { readonly rule: 'AllOnRoadFeesAndLuxuryCarTax' };

/**
 * A promotion as data: its name, market and the dates it runs (both inclusive, local dates of the market),
 * and what it discounts. A promotion that spans both markets is two rows with the same name.
 * @example
 * const nzGstOff: Promotion = { name: 'New Zealand GST Discount', country: 'NZ',
 *   validFrom: '2025-09-01', validTo: '2025-12-31', discountType: 'Vehicle', amount: { rule: 'GstShare' } };
 * // On a NZ$120,000 subtotal it takes off NZ$15,652.17.
 */
export type Promotion = {
  readonly name: PromotionName;
  readonly country: CountryCode;
  readonly validFrom: IsoDate;
  readonly validTo: IsoDate;
} & (
  | { readonly discountType: 'Vehicle'; readonly amount: VehicleDiscountAmount }
  | { readonly discountType: 'OnRoadFees'; readonly amount: OnRoadFeesDiscountAmount }
);

/**
 * A discount as the drive-away cost response lists it (spec 000 section 3).
 * @example { discountType: 'Vehicle', discountName: 'Sales Incentive Discount', discountValue: 500_000 }
 */
export interface Discount {
  readonly discountType: DiscountType;
  readonly discountName: PromotionName;
  readonly discountValue: Cents;
}

/**
 * The promotion of one type that applies to a sale: in the market, running on the pricing date. When several
 * qualify, the one worth most to the buyer wins (ties: the first listed), so at most one discount applies to
 * the vehicle and one to the on-road fees.
 * @example choosePromotion(promotions, 'AU', '2026-03-01', 'Vehicle', (p) => 500_000) // the AU vehicle promotion
 */
export function choosePromotion<T extends DiscountType>(
  promotions: readonly Promotion[],
  country: CountryCode,
  date: IsoDate,
  discountType: T,
  worth: (promotion: Extract<Promotion, { discountType: T }>) => Cents,
): { promotion: Extract<Promotion, { discountType: T }>; value: Cents } | undefined {
  let best: { promotion: Extract<Promotion, { discountType: T }>; value: Cents } | undefined;
  for (const promotion of promotions) {
    if (promotion.discountType !== discountType || promotion.country !== country) continue;
    if (date < promotion.validFrom || date > promotion.validTo) continue;
    const candidate = promotion as Extract<Promotion, { discountType: T }>;
    const value = worth(candidate);
    if (!best || value > best.value) best = { promotion: candidate, value };
  }
  return best;
}

/**
 * What a vehicle discount is worth: never more than the vehicle subtotal it discounts.
 * @example vehicleDiscountValue({ rule: 'GstShare' }, cents(12_000_000), 15) // 1_565_217
 * @example vehicleDiscountValue({ rule: 'FixedAmount', amount: cents(500_000) }, cents(300_000), 10) // 300_000
 */
export function vehicleDiscountValue(
  amount: VehicleDiscountAmount,
  subTotal: Cents,
  gstPercent: number,
): Cents {
  if (amount.rule === 'GstShare') return gstContainedIn(subTotal, gstPercent);
  return cents(Math.min(amount.amount, subTotal));
}

/**
 * What an on-road-fee discount is worth: never more than the on-road fees (and the LCT, where the rule covers it).
 * @example onRoadFeesDiscountValue({ rule: 'AllOnRoadFeesAndLuxuryCarTax' }, cents(598_900), cents(498_390)) // 1_097_290
 * @example onRoadFeesDiscountValue({ rule: 'FixedAmount', amount: cents(1_000_000) }, cents(598_900), cents(0)) // 598_900
 */
export function onRoadFeesDiscountValue(
  amount: OnRoadFeesDiscountAmount,
  onRoadFeeSubtotal: Cents,
  luxuryCarTax: Cents,
): Cents {
  switch (amount.rule) {
    case 'FixedAmount':
      return cents(Math.min(amount.amount, onRoadFeeSubtotal));
    case 'AllOnRoadFees':
      return onRoadFeeSubtotal;
    case 'LuxuryCarTax':
      return luxuryCarTax;
    case 'AllOnRoadFeesAndLuxuryCarTax':
      return cents(onRoadFeeSubtotal + luxuryCarTax);
  }
}
