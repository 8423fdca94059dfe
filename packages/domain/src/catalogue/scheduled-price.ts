import type { IsoDate } from '../pricing/iso-date';

/** The catalogue rows whose price staff set with an effective date (docs/back-office-catalogue.md). */
export const pricedItemKinds = ['variant', 'exterior', 'interior', 'option'] as const;
export type PricedItemKind = (typeof pricedItemKinds)[number];

/**
 * A price of one catalogue row from a day on: a change of price is a new row, never an edit, so every price the
 * shop ever quoted can be found again. Orders keep their own snapshot and never read these.
 * @example const price: ScheduledPrice = { effectiveFrom: '2027-01-01', priceCents: 250_000 };
 */
export interface ScheduledPrice {
  /** The first local day (the market's, see `priceDayOf`) the price applies. */
  readonly effectiveFrom: IsoDate;
  readonly priceCents: number;
}

/**
 * The price in effect on a day: the latest scheduled price effective on or before it, else the row's own price.
 * @example priceInEffect(1_000, [{ effectiveFrom: '2027-01-01', priceCents: 2_000 }], '2026-12-31') // 1000
 * @example priceInEffect(1_000, [{ effectiveFrom: '2027-01-01', priceCents: 2_000 }], '2027-01-01') // 2000
 */
export function priceInEffect(base: number, schedule: readonly ScheduledPrice[], day: IsoDate): number {
  let chosen: ScheduledPrice | undefined;
  for (const price of schedule) {
    if (price.effectiveFrom <= day && (!chosen || price.effectiveFrom > chosen.effectiveFrom)) chosen = price;
  }
  return chosen ? chosen.priceCents : base;
}
