import { enquiryMessages, isValidEmail, isValidMobile } from '../enquiry';
import type { CountryCode } from '../market';

/*
 * ENTER ACCOUNT DETAILS and its waitlist variant (spec 001 sections 3 "Form state" and 5 "Account details",
 * "Waitlist"): one set of rules for the form in the browser and the reservation schema on the server.
 */

/** The exact messages of spec 001 section 5 for the account details. */
export const accountMessages = {
  businessName: 'Require Valid Business Name',
  businessNumberEmpty: 'Please enter a valid ABN/NZBN',
  firstName: enquiryMessages.firstName,
  lastName: enquiryMessages.lastName,
  email: enquiryMessages.email,
  emailMismatch: 'The email address and confirm email address fields do not match.',
  mobile: enquiryMessages.mobile,
  agreement: enquiryMessages.agreement,
} as const;

/** Mobile input is cut to this many characters on the account form (11 on the contact forms). */
export const accountMobileInputLength = 10;

/**
 * What the account form's mobile field keeps of typed text: digits only, cut to 10 characters.
 * @example accountMobileInput('04 1234 5678 999') // '0412345678'
 */
export function accountMobileInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, accountMobileInputLength);
}

/** The business number of the market: ABN (11 digits) in Australia, NZBN (13) in New Zealand. */
export function businessNumberOf(country: CountryCode): { name: 'ABN' | 'NZBN'; digits: 11 | 13 } {
  return country === 'NZ' ? { name: 'NZBN', digits: 13 } : { name: 'ABN', digits: 11 };
}

/**
 * Why a business number is refused, or undefined when it is valid for the market.
 * @example businessNumberProblem('5182475', 'AU') // 'ABN length should be 11 digits.'
 * @example businessNumberProblem('51824753556', 'AU') // undefined
 */
export function businessNumberProblem(value: string, country: CountryCode): string | undefined {
  const { name, digits } = businessNumberOf(country);
  const trimmed = value.trim();
  if (!trimmed) return accountMessages.businessNumberEmpty;
  return new RegExp(`^\\d{${digits}}$`).test(trimmed)
    ? undefined
    : `${name} length should be ${digits} digits.`;
}

/** The account details a checkout or waitlist form collects. */
export interface AccountDetails {
  customerType: 'Private' | 'Business';
  businessName: string;
  abn: string;
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  mobile: string;
}

export type AccountField = keyof AccountDetails;

/**
 * The invalid fields of the account details with the spec's messages, in form order.
 * @example accountDetailsProblems({ ...details, confirmEmail: 'other@example.com' }, 'AU')
 * // { confirmEmail: 'The email address and confirm email address fields do not match.' }
 */
export function accountDetailsProblems(
  form: AccountDetails,
  country: CountryCode,
): Partial<Record<AccountField, string>> {
  const problems: Partial<Record<AccountField, string>> = {};
  if (form.customerType === 'Business') {
    if (!form.businessName.trim()) problems.businessName = accountMessages.businessName;
    const abn = businessNumberProblem(form.abn, country);
    if (abn) problems.abn = abn;
  }
  if (!form.firstName.trim()) problems.firstName = accountMessages.firstName;
  if (!form.lastName.trim()) problems.lastName = accountMessages.lastName;
  const email = form.email.trim();
  const confirm = form.confirmEmail.trim();
  if (!isValidEmail(email)) problems.email = accountMessages.email;
  if (!isValidEmail(confirm)) problems.confirmEmail = accountMessages.email;
  else if (confirm.toLowerCase() !== email.toLowerCase())
    problems.confirmEmail = accountMessages.emailMismatch;
  if (!isValidMobile(form.mobile.trim())) problems.mobile = accountMessages.mobile;
  return problems;
}
