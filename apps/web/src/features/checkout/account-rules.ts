import type { CountryCode } from '@showroom/domain';
import type { HeldCustomer } from '../../state/checkout-hold';

/** The ENTER ACCOUNT DETAILS form (spec 001 section 3 "Form state"): the customer held at checkout, and a comment. */
export interface AccountForm extends HeldCustomer {
  comment: string;
}

export type AccountErrors = Partial<Record<keyof AccountForm, string>>;

const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

/** Mobile input is cut to 10 characters and keeps digits only (spec 001 section 5). */
export function mobileInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 10);
}

/** Every rule and message of spec 001 section 5 "Account details". */
export function accountErrors(form: AccountForm, country: CountryCode): AccountErrors {
  const errors: AccountErrors = {};
  if (form.customerType === 'Business') {
    if (!form.businessName.trim()) errors.businessName = 'Require Valid Business Name';
    const name = country === 'NZ' ? 'NZBN' : 'ABN';
    const length = country === 'NZ' ? 13 : 11;
    if (!form.abn.trim()) errors.abn = 'Please enter a valid ABN/NZBN';
    else if (!new RegExp(`^\\d{${length}}$`).test(form.abn.trim())) {
      errors.abn = `${name} length should be ${length} digits.`;
    }
  }
  if (!form.firstName.trim()) errors.firstName = 'Require Valid First Name';
  if (!form.lastName.trim()) errors.lastName = 'Require Valid Last Name';
  if (!emailPattern.test(form.email.trim())) errors.email = 'Require Valid Email';
  if (!emailPattern.test(form.confirmEmail.trim())) errors.confirmEmail = 'Require Valid Email';
  else if (form.confirmEmail.trim().toLowerCase() !== form.email.trim().toLowerCase()) {
    errors.confirmEmail = 'The email address and confirm email address fields do not match.';
  }
  if (form.mobile.length < 9 || form.mobile.length > 13) errors.mobile = 'Require Valid Mobile';
  return errors;
}
