import type { CountryCode } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country, CustomerType, CustomerTypeInput } from './fields';
import { CommunicationHistoryRow, CommunicationPreferences } from './privacy';

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
  ...CommunicationPreferences.shape,
  communicationHistory: z.array(CommunicationHistoryRow),
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
  /** The spec's username: may be sent, must be the account's own (it is changed at the sign-in provider only). */
  email: z.string().trim().optional(),
  customerType: CustomerTypeInput,
  firstName: ProfileText.min(1, 'Require Valid First Name'),
  middleName: ProfileText.default(''),
  lastName: ProfileText.min(1, 'Require Valid Last Name'),
  phoneNumber1: Phone.min(1, 'Require valid Phone Number 1 *'),
  phoneNumber2: Phone.default(''),
  abn: z.string().trim().default(''),
  businessName: ProfileText.default(''),
  birthday: z.iso.date('Use a date like 1980-12-31.').nullable().default(null),
});

export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/**
 * A business customer needs an ABN (AU, 11 digits) or NZBN (NZ, 13 digits) and a business name (spec 002 §5):
 * the problems, by field, in the spec's words. The server checks it; the profile form shows the same messages.
 * @example businessProblems({ customerType: 'Business', abn: '123', businessName: 'Lee Pty Ltd' }, 'AU')
 *   // [{ field: 'abn', message: 'ABN mismatch, require 11 digits' }]
 */
export function businessProblems(
  update: Pick<ProfileUpdate, 'customerType' | 'abn' | 'businessName'>,
  country: CountryCode,
): { field: 'abn' | 'businessName'; message: string }[] {
  if (update.customerType !== 'Business') return [];
  const digits = country === 'NZ' ? 13 : 11;
  const problems: { field: 'abn' | 'businessName'; message: string }[] = [];
  if (!update.abn) problems.push({ field: 'abn', message: 'Require Valid ABN/NZBN' });
  else if (!new RegExp(`^\\d{${digits}}$`).test(update.abn)) {
    problems.push({
      field: 'abn',
      message: `${country === 'NZ' ? 'NZBN' : 'ABN'} mismatch, require ${digits} digits`,
    });
  }
  if (!update.businessName.trim())
    problems.push({ field: 'businessName', message: 'Require Valid Business Name' });
  return problems;
}

/** The profile form's schema for a customer of this country: the fields' rules plus the business rule. */
export function profileUpdateFor(country: CountryCode) {
  return ProfileUpdate.superRefine((update, ctx) => {
    for (const problem of businessProblems(update, country)) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
}

/**
 * The spec's save-profile body: `isUpdateProfile` marks the mode (002 §7). Profile mode (true, the default) saves
 * `userProfile`; preferences mode (false) saves the communication flags in `privacy`. The member the mode does not
 * save may be sent (the original client sends both) and is checked, not saved.
 */
export const SaveProfileBody = z
  .strictObject({
    userProfile: ProfileUpdate.optional(),
    privacy: CommunicationPreferences.optional(),
    isUpdateProfile: z.boolean({ error: 'isUpdateProfile must be true or false.' }).default(true),
  })
  .superRefine((body, ctx) => {
    if (body.isUpdateProfile && !body.userProfile) {
      ctx.addIssue({ code: 'custom', path: ['userProfile'], message: 'Required.' });
    }
    if (!body.isUpdateProfile && !body.privacy) {
      ctx.addIssue({ code: 'custom', path: ['privacy'], message: 'Required.' });
    }
  });

export const saveProfile = defineEndpoint({
  method: 'POST',
  path: '/api/User/save-profile',
  summary:
    "Saves the signed-in customer's own profile (isUpdateProfile true: business customers need an ABN/NZBN and business name) or communication preferences (isUpdateProfile false: privacy)",
  tag: 'User',
  body: SaveProfileBody,
  data: Profile,
});
