import { discountTypes, promotionNames } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country, Id, Money } from './fields';
import { FinanceOfferChange, FinanceOfferInput } from './finance-offers';
import { IsoDay } from './staff-stock';

/*
 * The back office's finance offers and price promotions (issue 22, docs/back-office-catalogue.md): each runs in a
 * window of its market's days; windows of one market never overlap; an offer or promotion ends by its window.
 */

export const OfferStatus = z.enum(['scheduled', 'running', 'ended']);
export type OfferStatus = z.infer<typeof OfferStatus>;

export const StaffFinanceOffer = z.object({
  offerId: z.number().int(),
  country: Country,
  orderFrom: z.string(),
  orderTo: z.string(),
  deliveryBy: z.string(),
  lenderName: z.string(),
  terms: z.array(z.object({ months: z.number().int(), annualRateBp: z.number().int() })),
  defaultTermMonths: z.number().int(),
  minimumDepositPercent: z.number().int(),
  establishmentFeeCents: z.number().int(),
  creditAssistanceFeeCents: z.number().int(),
  ppsrFeeCents: z.number().int(),
  monthlyAccountFeeCents: z.number().int(),
  buttonText: z.string(),
  scrollText: z.string(),
  source: z.string(),
  isSample: z.boolean(),
  status: OfferStatus,
});
export type StaffFinanceOffer = z.infer<typeof StaffFinanceOffer>;

const PromotionName = z.enum(promotionNames, { error: `Name must be one of: ${promotionNames.join(', ')}.` });
const DiscountType = z.enum(discountTypes, { error: 'Discount type must be Vehicle or OnRoadFees.' });
export const amountRulesOf = {
  Vehicle: ['FixedAmount', 'GstShare'],
  OnRoadFees: ['FixedAmount', 'AllOnRoadFees', 'LuxuryCarTax', 'AllOnRoadFeesAndLuxuryCarTax'],
} as const;
const CardText = z
  .string()
  .trim()
  .min(1, 'Please enter the text.')
  .max(400, 'Must be at most 400 characters.');

const PromotionFields = z.object({
  name: PromotionName,
  country: Country,
  validFrom: IsoDay,
  validTo: IsoDay,
  discountType: DiscountType,
  amountRule: z.string().trim().min(1, 'Choose how much it takes off.'),
  amountCents: Money.nullable().describe('Cents, for the FixedAmount rule only'),
  buttonText: CardText,
  scrollText: CardText,
});

/** A whole promotion: its window in order, a rule of its discount type, an amount exactly when fixed. */
export const PromotionInput = PromotionFields.superRefine((promotion, context) => {
  if (promotion.validTo < promotion.validFrom)
    context.addIssue({
      code: 'custom',
      path: ['validTo'],
      message: 'The promotion must end on or after it starts.',
    });
  const rules: readonly string[] = amountRulesOf[promotion.discountType];
  if (!rules.includes(promotion.amountRule))
    context.addIssue({
      code: 'custom',
      path: ['amountRule'],
      message: `A ${promotion.discountType} discount takes off ${rules.join(', ')}.`,
    });
  if ((promotion.amountRule === 'FixedAmount') !== (promotion.amountCents !== null))
    context.addIssue({
      code: 'custom',
      path: ['amountCents'],
      message: 'An amount goes with the FixedAmount rule, and only with it.',
    });
});
export type PromotionInput = z.input<typeof PromotionInput>;

export const StaffPromotion = PromotionFields.extend({
  id: z.string(),
  amountRule: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  isSample: z.boolean(),
  status: OfferStatus,
});
export type StaffPromotion = z.infer<typeof StaffPromotion>;

export const listStaffOffers = defineEndpoint({
  method: 'POST',
  path: '/api/staff/offers',
  summary:
    "A market's finance offers and price promotions, each with its window and status on the market's day",
  tag: 'Staff offers',
  body: z.strictObject({ country: Country }),
  data: z.object({
    today: z.string(),
    financeOffers: z.array(StaffFinanceOffer),
    promotions: z.array(StaffPromotion),
  }),
});

export const createFinanceOffer = defineEndpoint({
  method: 'POST',
  path: '/api/staff/offers/finance/create',
  summary: 'A new finance offer, from today or later, whose window overlaps no other offer of its market',
  tag: 'Staff offers',
  body: FinanceOfferInput,
  data: z.object({ financeOffer: StaffFinanceOffer }),
});

export const changeFinanceOffer = defineEndpoint({
  method: 'POST',
  path: '/api/staff/offers/finance/change',
  summary: 'Changes fields of a finance offer that has not ended (a running offer keeps its first day)',
  tag: 'Staff offers',
  body: FinanceOfferChange.extend({ offerId: z.number().int().positive('Not an offer id.') }),
  data: z.object({ financeOffer: StaffFinanceOffer }),
});

export const endFinanceOffer = defineEndpoint({
  method: 'POST',
  path: '/api/staff/offers/finance/end',
  summary: 'Ends a running offer (its last day becomes yesterday) or withdraws one that has not started',
  tag: 'Staff offers',
  body: z.strictObject({ offerId: z.number().int().positive('Not an offer id.') }),
  data: z.object({ financeOffer: StaffFinanceOffer.nullable() }),
});

export const createPromotion = defineEndpoint({
  method: 'POST',
  path: '/api/staff/offers/promotions/create',
  summary:
    'A new price promotion, from today or later, whose window overlaps no other promotion of its market',
  tag: 'Staff offers',
  body: PromotionInput,
  data: z.object({ promotion: StaffPromotion }),
});

export const changePromotion = defineEndpoint({
  method: 'POST',
  path: '/api/staff/offers/promotions/change',
  summary: 'Changes fields of a promotion that has not ended (a running promotion keeps its first day)',
  tag: 'Staff offers',
  body: PromotionFields.partial().extend({ id: Id }),
  data: z.object({ promotion: StaffPromotion }),
});

export const endPromotion = defineEndpoint({
  method: 'POST',
  path: '/api/staff/offers/promotions/end',
  summary: 'Ends a running promotion (its last day becomes yesterday) or withdraws one that has not started',
  tag: 'Staff offers',
  body: z.strictObject({ id: Id }),
  data: z.object({ promotion: StaffPromotion.nullable() }),
});
