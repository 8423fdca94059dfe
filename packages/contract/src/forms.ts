import {
  type AustralianState,
  accountDetailsProblems,
  accountMessages,
  australianStateCodes,
  type CountryCode,
  countryCodes,
  enquiryMessages,
  enquiryProblems,
  isValidEmail,
  maxUploadBytes,
} from '@showroom/domain';
import { z } from 'zod';
import type { CustomerType } from './fields';

/*
 * The schemas of the web's forms that have no request body of their own shape (a confirmation field, a file before
 * it is read, a choice the page acts on). Each field's message is the spec's: the rules are the domain's, the same
 * ones the request bodies' schemas use, so a form and the server it calls say the same thing.
 */

/** The values without the text fields left empty. */
const withoutEmptyText = (values: unknown) =>
  typeof values === 'object' && values !== null
    ? Object.fromEntries(
        Object.entries(values).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
      )
    : values;

/**
 * A request body's schema as a form's: a text field left empty is left out (an empty optional field is no value,
 * not a bad one; an empty required one gets the body's message for a missing field). `Out` is what the form
 * yields once checked, `In` what it holds.
 */
export function asFormOf<Out, In = Record<string, unknown>>(schema: z.ZodType): z.ZodType<Out, In> {
  return z.preprocess(withoutEmptyText, schema) as unknown as z.ZodType<Out, In>;
}

/** Each problem a domain check finds, as an issue on its field with the check's message. */
function asIssues<T>(problemsOf: (value: T) => Partial<Record<string, string>>) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const [field, message] of Object.entries(problemsOf(value))) {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  };
}

/**
 * ENTER ACCOUNT DETAILS and its waitlist variant (spec 001 sections 2, 5 and 9): the checkout's customer, checked
 * for the market's business number when a business buys; the waitlist asks for the privacy agreement too.
 */
export function accountDetailsFormFor(
  country: CountryCode,
  { customerType, waitlist }: { customerType: CustomerType; waitlist: boolean },
) {
  return z
    .object({
      businessName: z.string(),
      abn: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      confirmEmail: z.string(),
      mobile: z.string(),
      comment: z.string(),
      privacy: z.boolean(),
      marketing: z.boolean(),
    })
    .superRefine(
      asIssues((form) => ({
        ...accountDetailsProblems({ ...form, customerType }, country),
        ...(waitlist && !form.privacy ? { privacy: accountMessages.agreement } : {}),
      })),
    );
}

/** The contact and request-a-call form (spec 001 sections 2 and 5); the country only where it is asked for. */
export function enquiryFormFor({ askCountry }: { askCountry: boolean }) {
  return z
    .object({
      country: z.enum(['', ...countryCodes]),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      mobile: z.string(),
      comments: z.string(),
      privacy: z.boolean(),
      marketing: z.boolean(),
    })
    .superRefine(asIssues((form) => enquiryProblems(form, { askCountry })));
}

/** SEND VIA EMAIL of the share dialog (spec 000 section 4 "Share flow"). */
export const ShareEmailForm = z.object({
  email: z
    .string()
    .trim()
    .refine((email) => isValidEmail(email), enquiryMessages.shareEmail),
});

/** Spec 002 section 5 "Notify-me email": a basic address with a 2 to 4 letter ending, no spaces. */
const notifyEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

/** The notify-me box of the new-vehicle-inventory page (spec 002 sections 2 and 5). */
export const NotifyEmailForm = z.object({
  email: z.string().trim().regex(notifyEmailPattern, 'Require Valid Email'),
});

/** The location dialog's two lists as chosen: nothing chosen yet is ''. */
const LocationChoice = z.object({
  country: z.enum(['', ...countryCodes], { error: 'Choose Australia (AU) or New Zealand (NZ).' }),
  state: z.enum(['', ...australianStateCodes], { error: 'Choose one of the Australian states.' }),
});

/** Where the vehicle is registered (spec 000 section 5): New Zealand, or Australia with its state. */
export const LocationForm = LocationChoice.transform(
  (choice, ctx): { country: 'NZ' } | { country: 'AU'; state: AustralianState } => {
    if (choice.country === 'NZ') return { country: 'NZ' };
    if (choice.country === 'AU' && choice.state) return { country: 'AU', state: choice.state };
    const path = choice.country ? 'state' : 'country';
    ctx.addIssue({ code: 'custom', path: [path], message: `Select a ${path}.` });
    return z.NEVER;
  },
);

/**
 * The location dialog as an HTML form posted before (or without) the app's script (POST /location): the lists (the
 * state absent when its list is not shown) and the page the dialog was on, to go back to.
 */
export const LocationPost = LocationChoice.extend({
  state: LocationChoice.shape.state.default(''),
  return: z.string().max(300, 'Too long.').default('/'),
});

/** A file the browser chose, as much of it as the check reads. */
interface ChosenFile {
  readonly name: string;
  readonly size: number;
}

/** Staff's PDF in place of the order's contract, before it is read: one file of at most 10 MB. */
export const ContractPdfForm = z.object({
  files: z.custom<ArrayLike<ChosenFile> | null>().transform((files, ctx) => {
    const file = files?.[0];
    if (!file) ctx.addIssue({ code: 'custom', message: 'Choose a PDF file.' });
    else if (file.size > maxUploadBytes)
      ctx.addIssue({ code: 'custom', message: 'The file is larger than 10 MB.' });
    return file ?? null;
  }),
});
