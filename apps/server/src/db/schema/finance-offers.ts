import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/*
 * Finance offers of spec 000 sections 1 and 9 and spec 001 section 9 as data (docs/finance.md): a lender's offer
 * rate for orders inside a window of local dates (both inclusive) and delivery by a date. `offer_id` is the
 * spec's OfferID (0 is standard finance, so ids start at 1). A later offer is a new row; the back office edits
 * them through modules/finance-offers. `button_text` and `scroll_text` are its Special Offers card texts.
 * `is_sample` marks invented rows (db/seed/finance-offers.seed.ts).
 */
export const financeOffers = pgTable(
  'finance_offers',
  {
    offerId: integer('offer_id').primaryKey(),
    country: text('country', { enum: ['AU', 'NZ'] }).notNull(),
    name: text('name').notNull().default('financeOffer'),
    orderFrom: date('order_from', { mode: 'string' }).notNull(),
    orderTo: date('order_to', { mode: 'string' }).notNull(),
    deliveryBy: date('delivery_by', { mode: 'string' }).notNull(),
    lenderName: text('lender_name').notNull(),
    /** [{ months, annualRateBp }], no balloon. */
    terms: jsonb('terms').$type<{ months: number; annualRateBp: number }[]>().notNull(),
    defaultTermMonths: integer('default_term_months').notNull(),
    minimumDepositPercent: integer('minimum_deposit_percent').notNull(),
    establishmentFeeCents: integer('establishment_fee_cents').notNull().default(0),
    creditAssistanceFeeCents: integer('credit_assistance_fee_cents').notNull().default(0),
    ppsrFeeCents: integer('ppsr_fee_cents').notNull().default(0),
    monthlyAccountFeeCents: integer('monthly_account_fee_cents').notNull().default(0),
    buttonText: text('button_text').notNull(),
    scrollText: text('scroll_text').notNull(),
    source: text('source').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [
    index('finance_offers_country_window_idx').on(t.country, t.orderFrom, t.orderTo),
    check('finance_offers_id_check', sql`${t.offerId} > 0`),
    check('finance_offers_country_check', sql`${t.country} in ('AU', 'NZ')`),
    check(
      'finance_offers_window_check',
      sql`${t.orderTo} >= ${t.orderFrom} and ${t.deliveryBy} >= ${t.orderTo}`,
    ),
    check('finance_offers_deposit_check', sql`${t.minimumDepositPercent} between 0 and 100`),
    check(
      'finance_offers_fees_check',
      sql`${t.establishmentFeeCents} >= 0 and ${t.creditAssistanceFeeCents} >= 0 and ${t.ppsrFeeCents} >= 0 and ${t.monthlyAccountFeeCents} >= 0`,
    ),
    check(
      'finance_offers_terms_check',
      sql`jsonb_typeof(${t.terms}) = 'array' and jsonb_array_length(${t.terms}) > 0`,
    ),
  ],
);
