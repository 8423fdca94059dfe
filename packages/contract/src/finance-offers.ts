import { z } from 'zod';

/*
 * A finance offer as the back office writes it (apps/server/src/modules/finance-offers): its market, window,
 * rates, deposit share, lender fees (cents) and Special Offers card texts. An update sends the fields it changes.
 */

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date written YYYY-MM-DD.');
const FeeCents = z.number().int('Must be a whole number of cents.').min(0, 'Must not be negative.');
const CardText = z
  .string()
  .trim()
  .min(1, 'Please enter the text.')
  .max(400, 'Must be at most 400 characters.');

const FinanceOfferBase = z.object({
  country: z.enum(['AU', 'NZ'], { error: 'Country must be AU or NZ.' }),
  orderFrom: IsoDate,
  orderTo: IsoDate,
  deliveryBy: IsoDate,
  lenderName: CardText,
  terms: z
    .array(
      z.object({
        months: z.number().int().min(6, 'Terms run 6 to 84 months.').max(84, 'Terms run 6 to 84 months.'),
        annualRateBp: z
          .number()
          .int()
          .min(0, 'A rate must not be negative.')
          .max(5_000, 'A rate above 50% is a typo.'),
      }),
    )
    .min(1, 'An offer needs at least one term.'),
  defaultTermMonths: z.number().int(),
  minimumDepositPercent: z.number().int().min(0).max(100, 'A deposit share is at most 100%.'),
  establishmentFeeCents: FeeCents,
  creditAssistanceFeeCents: FeeCents,
  ppsrFeeCents: FeeCents,
  monthlyAccountFeeCents: FeeCents,
  buttonText: CardText,
  scrollText: CardText,
  source: CardText,
});

/** A new offer: the fees default to none and the source to the back office. */
const FinanceOfferFields = FinanceOfferBase.extend({
  establishmentFeeCents: FeeCents.default(0),
  creditAssistanceFeeCents: FeeCents.default(0),
  ppsrFeeCents: FeeCents.default(0),
  monthlyAccountFeeCents: FeeCents.default(0),
  source: CardText.default('Back office'),
});

/** The window's order and the default term's presence, checked on a whole offer. */
function coherent(offer: z.infer<typeof FinanceOfferFields>, context: z.RefinementCtx) {
  if (offer.orderTo < offer.orderFrom)
    context.addIssue({
      code: 'custom',
      path: ['orderTo'],
      message: 'The offer must end on or after it starts.',
    });
  if (offer.deliveryBy < offer.orderTo)
    context.addIssue({
      code: 'custom',
      path: ['deliveryBy'],
      message: 'Delivery by must be on or after the last order date.',
    });
  if (!offer.terms.some((term) => term.months === offer.defaultTermMonths))
    context.addIssue({
      code: 'custom',
      path: ['defaultTermMonths'],
      message: 'The default term must be one of the terms.',
    });
}

export const FinanceOfferInput = FinanceOfferFields.superRefine(coherent);
export type FinanceOfferInput = z.input<typeof FinanceOfferInput>;

/**
 * A change: any fields, none defaulted (a change leaves out what it keeps); the service checks the merged offer
 * with FinanceOfferInput again.
 */
export const FinanceOfferChange = FinanceOfferBase.partial();
export type FinanceOfferChange = z.input<typeof FinanceOfferChange>;
