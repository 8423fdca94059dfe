import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country, CustomerType } from './fields';

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

const ProfileText = z.string().trim().max(80, 'Too long.');

/** The spec's Profile (002 §3) as the shop keeps it; the email is the sign-in name and cannot be changed here. */
export const Profile = z.object({
  country: Country,
  yanaProfileID: z.string(),
  yanaCustomerID: z.string().nullable(),
  yanaCustomerNo: z.string().nullable(),
  nzYanaProfileID: z.string().nullable(),
  nzYanaCustomerID: z.string().nullable(),
  nzYanaCustomerNo: z.string().nullable(),
  customerType: CustomerType,
  abn: z.string(),
  businessName: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber1: z.string(),
  phoneNumber2: z.string(),
  birthday: z.string().nullable(),
});
export type Profile = z.infer<typeof Profile>;

export const getProfileByEmail = defineEndpoint({
  method: 'POST',
  path: '/api/User/get-profile-by-email',
  summary: "The signed-in customer's profile; another customer's email answers like an unknown one",
  tag: 'User',
  body: z.object({ email: z.string().trim().min(1, 'Required.').max(254, 'Too long.') }),
  data: Profile,
});

/** Phone: digits only, up to 11 (spec 002 §5). */
const Phone = z
  .string()
  .trim()
  .regex(/^\d{0,11}$/, 'Require valid Phone Number');

export const ProfileUpdate = z.strictObject({
  customerType: CustomerType,
  firstName: ProfileText.min(1, 'Require Valid First Name'),
  middleName: ProfileText.default(''),
  lastName: ProfileText.min(1, 'Require Valid Last Name'),
  phoneNumber1: Phone.min(1, 'Require valid Phone Number 1 *'),
  phoneNumber2: Phone.default(''),
  abn: z.string().trim().default(''),
  businessName: ProfileText.default(''),
  birthday: z.iso.date('Use a date like 1980-12-31.').nullable().default(null),
});

export const saveProfile = defineEndpoint({
  method: 'POST',
  path: '/api/User/save-profile',
  summary:
    "Saves the signed-in customer's own profile (business customers need an ABN/NZBN and business name)",
  tag: 'User',
  body: z.strictObject({ userProfile: ProfileUpdate, isUpdateProfile: z.boolean().default(true) }),
  data: Profile,
});
