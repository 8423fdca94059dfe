import { contractConsentText, orderDetailsTexts, validFullName } from '@showroom/domain';
import { z } from 'zod';
import { OrderIdsBody } from './documents';
import { defineEndpoint } from './endpoint';

/** The contract dialog's form (spec 002 section 5 "Contract signing"): the consent box and the buyer's full name. */
export const ContractSigningForm = z.object({
  FullName: z
    .string()
    .max(120, orderDetailsTexts.fullNameRequired)
    .refine((value) => validFullName(value) !== undefined, orderDetailsTexts.fullNameRequired),
  Consent: z.literal(true, { error: orderDetailsTexts.consentRequired }),
});

export const signContract = defineEndpoint({
  method: 'POST',
  path: '/api/Order/sign-contract',
  summary: `The owner signs the order's contract (signed in within 15 minutes): full name and the consent "${contractConsentText}"`,
  tag: 'Order',
  body: z.strictObject({
    ...OrderIdsBody,
    ...ContractSigningForm.shape,
    ContractSha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'Open the contract you are signing (its SHA-256 from get-specific-document).')
      .describe(
        'The SHA-256 of the contract the customer reviewed; another current version answers 409 ContractChanged',
      ),
  }),
  data: z.object({
    signedAt: z.string().describe('ISO 8601 instant'),
    sha256: z.string().describe('SHA-256 (hex) of the signed PDF'),
    documentKey: z.string(),
  }),
});
