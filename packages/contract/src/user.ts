import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country } from './fields';

/** The spec's Session ids (000 §3): Australian and New Zealand customer id and number, null until assigned. */
export const SessionIds = z.object({
  yanaCustomerID: z.string().nullable(),
  yanaCustomerNo: z.string().nullable(),
  nzYanaCustomerID: z.string().nullable(),
  nzYanaCustomerNo: z.string().nullable(),
});

export const setSession = defineEndpoint({
  method: 'POST',
  path: '/api/User/set-session',
  summary:
    "The signed-in customer's ids; the email must be the session's own (another answers like an unknown one)",
  tag: 'User',
  body: z.object({ email: z.string().trim().min(1, 'Required.').max(254, 'Too long.') }),
  data: SessionIds,
});

export const getSession = defineEndpoint({
  method: 'GET',
  path: '/api/User/get-session',
  summary: 'Whether this browser is signed in, and as whom (no tokens: they stay on the server)',
  tag: 'User',
  body: z.undefined(),
  data: z.object({
    signedIn: z.boolean(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    country: Country.nullable(),
  }),
});

export const signOut = defineEndpoint({
  method: 'POST',
  path: '/api/User/sign-out',
  summary:
    "Ends this browser's session; the browser then opens logoutUrl to end the identity provider's session",
  tag: 'User',
  body: z.object({}),
  data: z.object({ logoutUrl: z.string() }),
});
