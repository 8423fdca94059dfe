import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccountDetails,
  accountDetailsProblems,
  accountMobileInput,
  businessNumberProblem,
} from './account-details';

const valid: AccountDetails = {
  customerType: 'Private',
  businessName: '',
  abn: '',
  firstName: 'Jo',
  lastName: 'Citizen',
  email: 'jo@example.com',
  confirmEmail: 'JO@example.com',
  mobile: '0412345678',
};

describe('account details (spec 001 section 5)', () => {
  it('accepts a complete private customer, matching the confirmation case-insensitively', () => {
    expect(accountDetailsProblems(valid, 'AU')).toEqual({});
  });

  it('names every empty field with the spec message', () => {
    const empty = { ...valid, firstName: ' ', lastName: '', email: '', confirmEmail: '', mobile: '' };
    expect(accountDetailsProblems(empty, 'NZ')).toEqual({
      firstName: 'Require Valid First Name',
      lastName: 'Require Valid Last Name',
      email: 'Require Valid Email',
      confirmEmail: 'Require Valid Email',
      mobile: 'Require Valid Mobile',
    });
  });

  it('refuses a confirmation that differs from the email', () => {
    expect(accountDetailsProblems({ ...valid, confirmEmail: 'jo@example.org' }, 'AU')).toEqual({
      confirmEmail: 'The email address and confirm email address fields do not match.',
    });
  });

  it('asks a business for its name and the market’s business number', () => {
    const business = { ...valid, customerType: 'Business' as const };
    expect(accountDetailsProblems(business, 'AU')).toEqual({
      businessName: 'Require Valid Business Name',
      abn: 'Please enter a valid ABN/NZBN',
    });
    expect(businessNumberProblem('1234567890', 'AU')).toBe('ABN length should be 11 digits.');
    expect(businessNumberProblem('12345678901', 'NZ')).toBe('NZBN length should be 13 digits.');
    expect(businessNumberProblem('12345678901', 'AU')).toBeUndefined();
    expect(businessNumberProblem('9429041234567', 'NZ')).toBeUndefined();
    expect(businessNumberProblem('1234567890a', 'AU')).toBe('ABN length should be 11 digits.');
  });

  it('keeps at most 10 digits of typed mobile text, so 9 or 10 digits are valid', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = accountMobileInput(typed);
        expect(kept).toMatch(/^\d{0,10}$/);
        expect(typed.replace(/\D/g, '').startsWith(kept)).toBe(true);
      }),
    );
    expect(accountMobileInput('04 1234 5678 999')).toBe('0412345678');
    expect(accountDetailsProblems({ ...valid, mobile: '04123456' }, 'AU').mobile).toBe(
      'Require Valid Mobile',
    );
  });
});
