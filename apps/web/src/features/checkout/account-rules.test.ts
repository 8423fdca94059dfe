import { describe, expect, it } from 'vitest';
import { type AccountForm, accountErrors, mobileInput } from './account-rules';

const valid: AccountForm = {
  customerType: 'Private',
  businessName: '',
  abn: '',
  firstName: 'Jo',
  lastName: 'Citizen',
  email: 'jo@example.com',
  confirmEmail: 'jo@example.com',
  mobile: '0412345678',
  comment: '',
};

describe('account details rules', () => {
  it('accepts a complete private customer', () => {
    expect(accountErrors(valid, 'AU')).toEqual({});
  });

  it('names every missing field with the spec’s message', () => {
    const errors = accountErrors(
      { ...valid, firstName: ' ', lastName: '', email: 'jo@', confirmEmail: 'x@example.com', mobile: '0412' },
      'AU',
    );
    expect(errors).toEqual({
      firstName: 'Require Valid First Name',
      lastName: 'Require Valid Last Name',
      email: 'Require Valid Email',
      confirmEmail: 'The email address and confirm email address fields do not match.',
      mobile: 'Require Valid Mobile',
    });
  });

  it('asks business customers for a name and an 11-digit ABN or 13-digit NZBN', () => {
    const business = { ...valid, customerType: 'Business' as const };
    expect(accountErrors(business, 'AU')).toEqual({
      businessName: 'Require Valid Business Name',
      abn: 'Please enter a valid ABN/NZBN',
    });
    expect(accountErrors({ ...business, businessName: 'Acme', abn: '123' }, 'AU').abn).toBe(
      'ABN length should be 11 digits.',
    );
    expect(accountErrors({ ...business, businessName: 'Acme', abn: '12345678901' }, 'NZ').abn).toBe(
      'NZBN length should be 13 digits.',
    );
    expect(accountErrors({ ...business, businessName: 'Acme', abn: '1234567890123' }, 'NZ')).toEqual({});
  });

  it('cuts the mobile to 10 digits', () => {
    expect(mobileInput('04 1234 5678 99')).toBe('0412345678');
  });
});
