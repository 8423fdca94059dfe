import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/*
 * Price promotions of spec 000 section 9 as data (docs/pricing.md section 4): a name, a market, a window of local
 * dates (both inclusive) and what they discount. A promotion for both markets is two rows with the same name; a
 * new promotion is a new row. The finance offer is a rate, not a price discount, and lives with the lender
 * products (packages/domain/src/finance/offers.ts). `button_text` and `scroll_text` are the Special Offers card
 * texts of check-offers. `is_sample` marks invented rows (see db/seed/promotions.seed.ts).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    discountType: text('discount_type', { enum: ['Vehicle', 'OnRoadFees'] }).notNull(),
    /** FixedAmount | GstShare (Vehicle); FixedAmount | AllOnRoadFees | LuxuryCarTax | AllOnRoadFeesAndLuxuryCarTax. */
    amountRule: text('amount_rule').notNull(),
    /** Cents, for the FixedAmount rule only. */
    amountCents: integer('amount_cents'),
    buttonText: text('button_text').notNull(),
    scrollText: text('scroll_text').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [
    index('promotions_country_window_idx').on(t.country, t.validFrom, t.validTo),
    check('promotions_country_check', sql`${t.country} in ('AU', 'NZ')`),
    check('promotions_window_check', sql`${t.validTo} >= ${t.validFrom}`),
    check(
      'promotions_name_check',
      sql`${t.name} in ('Sales Incentive Discount', 'Australia On Road Fees Discount', 'New Zealand GST Discount', 'AU On Road Fees and NZ GST Discount')`,
    ),
    check(
      'promotions_rule_check',
      sql`(${t.discountType} = 'Vehicle' and ${t.amountRule} in ('FixedAmount', 'GstShare')) or (${t.discountType} = 'OnRoadFees' and ${t.amountRule} in ('FixedAmount', 'AllOnRoadFees', 'LuxuryCarTax', 'AllOnRoadFeesAndLuxuryCarTax'))`,
    ),
    check(
      'promotions_amount_check',
      sql`(${t.amountRule} = 'FixedAmount') = (${t.amountCents} is not null) and coalesce(${t.amountCents}, 0) >= 0`,
    ),
  ],
);
