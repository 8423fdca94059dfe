import { australianStateCodes, countryCodes } from '@showroom/domain';
import { z } from 'zod';

/** Field schemas shared by many endpoints. Money is integer cents (docs/decisions/0001). */
export const Country = z.enum(countryCodes, { error: 'Country must be AU or NZ.' });
const stateCodesText = australianStateCodes.join(', ');
export const AustralianStateCode = z.enum(australianStateCodes as [string, ...string[]], {
  error: `State must be one of ${stateCodesText}.`,
});
/** The short form the shop answers with. */
export const CustomerType = z.enum(['Private', 'Business'], {
  error: 'CustomerType must be Private Customer or Business Customer.',
});
export type CustomerType = z.infer<typeof CustomerType>;
const customerTypeSpellings: Record<string, CustomerType> = {
  private: 'Private',
  'private customer': 'Private',
  business: 'Business',
  'business customer': 'Business',
};
/**
 * A customer type as a request carries it: the spec's 'Private Customer' / 'Business Customer' or the short
 * 'Private' / 'Business', in any case; read as the short form.
 */
export const customerTypeInput = (message = 'CustomerType must be Private Customer or Business Customer.') =>
  z
    .string({ error: message })
    .transform((value) => customerTypeSpellings[value.trim().replace(/\s+/g, ' ').toLowerCase()] ?? value)
    .pipe(z.enum(['Private', 'Business'], { error: message }));
export const CustomerTypeInput = customerTypeInput();
/** How the customer means to pay for the vehicle (spec 000 section 3; default Cash). */
export const PaymentOption = z.enum(['Cash', 'Finance Offer', 'Finance', 'Finance New'], {
  error: 'PaymentOption must be Cash, Finance Offer, Finance or Finance New.',
});
export type PaymentOption = z.infer<typeof PaymentOption>;
export const Id = z.string().trim().min(1, 'Required.').max(64, 'Too long.');
export const Money = z
  .number()
  .int('Amounts are whole cents.')
  .min(0, 'Amounts cannot be negative.')
  .max(100_000_000_00, 'Amounts must be under $100,000,000.');
export const ShortText = z.string().trim().max(200, 'Too long.');
export const Postcode = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'Postcode must be 4 digits.');

/** An optional state: a code, or empty/null for none (New Zealand, or Australia before a state is chosen). */
export const OptionalState = z
  .union([AustralianStateCode, z.literal('')], {
    error: `State must be one of ${stateCodesText}, or empty.`,
  })
  .nullish();

/**
 * The rule every located request shares: New Zealand has no state; Australia needs one where `requireState`.
 * Use inside `.superRefine`.
 */
export function checkLocation(
  value: { Country: string; State?: string | null | undefined },
  ctx: z.RefinementCtx,
  requireState: boolean,
): void {
  if (value.Country === 'NZ' && value.State) {
    ctx.addIssue({
      code: 'custom',
      path: ['State'],
      message: 'New Zealand has no state; leave State empty.',
    });
  }
  if (value.Country === 'AU' && requireState && !value.State) {
    ctx.addIssue({ code: 'custom', path: ['State'], message: 'State is required for Australia.' });
  }
}
