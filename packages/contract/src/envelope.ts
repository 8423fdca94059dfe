import { z } from 'zod';

/** A field at fault in a refused request: a dotted path into the body and a readable message. */
export const FieldError = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldError>;

/**
 * Every reply is an envelope (ARCHITECTURE.md section 3). Success: HTTP 200, `status: true`, `data`.
 * Refusal: 4xx, `status: false`, a human `message`, a stable `errorCode`, the `requestId` and,
 * for bad input, per-field `details`.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal(true),
    message: z.string().optional(),
    data,
  });
}

export const ErrorEnvelope = z.object({
  status: z.literal(false),
  message: z.string(),
  errorCode: z.string(),
  requestId: z.string(),
  details: z.array(FieldError).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** Stable error codes shared by every endpoint; features add their own business codes. */
export const commonErrorCodes = {
  invalidInput: 'InvalidInput',
  notFound: 'NotFound',
  notSignedIn: 'NotSignedIn',
  /** The session that was there has ended (idle or absolute timeout): the browser goes to the shop home. */
  noActivity: 'NoActivity',
  forbidden: 'Forbidden',
  payloadTooLarge: 'PayloadTooLarge',
  unsupportedMediaType: 'UnsupportedMediaType',
  rateLimited: 'RateLimited',
  internal: 'InternalError',
} as const;
