import type { CountryCode } from '../market';

/**
 * Why an interest record was written (spec 000 section 3 "Interest record", spec 001 section 3; the original
 * values are not shown, these are ours): a shared link, a link sent by email, the contact dialog's three modes
 * and the request-a-call page.
 * @example interestTypes.includes('ShareLink') // true
 */
export const interestTypes = [
  'ShareLink',
  'ShareEmail',
  'Contact',
  'Waitlist',
  'TestDrive',
  'CallBack',
] as const;
export type InterestType = (typeof interestTypes)[number];

/** The enquiry types: a person asks to be contacted (everything but the two share types). */
export const enquiryTypes = ['Contact', 'Waitlist', 'TestDrive', 'CallBack'] as const;
export type EnquiryType = (typeof enquiryTypes)[number];

export function isEnquiryType(value: string): value is EnquiryType {
  return (enquiryTypes as readonly string[]).includes(value);
}

/** The exact messages of spec 001 section 5 (contact, share and request-a-call forms). */
export const enquiryMessages = {
  firstName: 'Require Valid First Name',
  lastName: 'Require Valid Last Name',
  email: 'Require Valid Email',
  mobile: 'Require Valid Mobile',
  country: 'Require Country',
  agreement: 'Require the confirmation of valid agreement.',
  shareEmail: 'Invalid email format. Please enter a valid email address.',
} as const;

/** Mobile input is cut to this many characters on the contact and request-a-call forms. */
export const mobileInputLength = 11;

/** Letters, digits and symbols, an at sign, a domain and a 2 to 4 letter ending, no spaces. */
const emailPattern = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

/**
 * The forms' email rule (spec 000 and 001 section 5). Empty is invalid.
 * @example isValidEmail('jo@example.com') // true
 * @example isValidEmail('jo@example.travel') // false: the ending has more than 4 letters
 */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}

/**
 * The forms' mobile rule: digits only, 9 to 13 of them.
 * @example isValidMobile('0412345678') // true
 * @example isValidMobile('04123 45678') // false
 */
export function isValidMobile(value: string): boolean {
  return /^\d{9,13}$/.test(value);
}

/**
 * What the mobile field keeps of typed text: digits only (key presses are filtered), cut to 11 characters.
 * @example mobileInput('0412 345 678 999') // '04123456789'
 */
export function mobileInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, mobileInputLength);
}

/** The fields of the contact dialog and the request-a-call page. */
export interface EnquiryForm {
  country?: CountryCode | '' | undefined;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  privacy: boolean;
}

export type EnquiryField = keyof EnquiryForm;

/**
 * The invalid fields of an enquiry form with their messages, in form order. The country is checked only when
 * the form asks for it (the request-a-call page).
 * @example enquiryProblems({ firstName: '', lastName: 'Lee', email: 'x', mobile: '0412345678', privacy: true })
 * // { firstName: 'Require Valid First Name', email: 'Require Valid Email' }
 */
export function enquiryProblems(
  form: EnquiryForm,
  options: { askCountry?: boolean } = {},
): Partial<Record<EnquiryField, string>> {
  const problems: Partial<Record<EnquiryField, string>> = {};
  if (options.askCountry && !form.country) problems.country = enquiryMessages.country;
  if (!form.firstName.trim()) problems.firstName = enquiryMessages.firstName;
  if (!form.lastName.trim()) problems.lastName = enquiryMessages.lastName;
  if (!isValidEmail(form.email.trim())) problems.email = enquiryMessages.email;
  if (!isValidMobile(form.mobile.trim())) problems.mobile = enquiryMessages.mobile;
  if (!form.privacy) problems.privacy = enquiryMessages.agreement;
  return problems;
}
