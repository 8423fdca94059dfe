import { countryCodes, supportRequestTypes } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Id } from './fields';

/*
 * The Support menu of the order page (spec 002 sections 2, 4 and 7): the signed-in owner asks for a call-back or
 * to cancel the order. Only the order's ids, its country and the request type: anything else is refused.
 */

export const SupportRequestType = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(supportRequestTypes, { error: 'RequestType must be callback or cancel.' }));

export const callBackRequest = defineEndpoint({
  method: 'POST',
  path: '/api/Order/call-back-request',
  summary:
    "The order's owner asks for a call-back or to cancel: before signing staff confirm it; in the cooling-off days after signing it cancels at once and refunds the deposit",
  tag: 'Order',
  body: z.strictObject({
    YanaCustomerID: Id,
    YanaCustomerNo: Id,
    YanaOrderID: Id,
    YanaOrderNo: Id,
    Country: z.enum(countryCodes, { error: 'Country must be AU or NZ.' }),
    RequestType: SupportRequestType,
  }),
  data: z.object({
    requestType: z.enum(supportRequestTypes),
    requestedAt: z
      .string()
      .describe('ISO 8601 instant of the request (the earlier one when it was still open)'),
    cancelled: z
      .boolean()
      .describe(
        'Whether the order is now cancelled (a cancellation in the cooling-off period after signing)',
      ),
  }),
});
