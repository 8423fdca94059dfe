import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enquiryMessages, enquiryProblems, isValidEmail, isValidMobile, mobileInput } from './enquiry-rules';
import { isLinkKey } from './share-link';

const valid = {
  firstName: 'Ada',
  lastName: 'Lee',
  email: 'ada@example.com',
  mobile: '0412345678',
  privacy: true,
};

describe('enquiry rules', () => {
  it('accepts plain addresses with a 2 to 4 letter ending and rejects the rest', () => {
    expect(isValidEmail('ada.lee+cars@mail.example.co.nz')).toBe(true);
    expect(isValidEmail('ada@example.info')).toBe(true);
    for (const bad of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'ada@example.c',
      'ada@example.travel',
      'a da@example.com',
      'ada@exa mple.com',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('accepts 9 to 13 digits as a mobile', () => {
    expect(isValidMobile('041234567')).toBe(true);
    expect(isValidMobile('6421234567890')).toBe(true);
    expect(isValidMobile('04123456')).toBe(false);
    expect(isValidMobile('64212345678901')).toBe(false);
    expect(isValidMobile('+61412345678')).toBe(false);
  });

  it('keeps at most 11 digits of typed mobile text', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = mobileInput(typed);
        expect(kept).toMatch(/^\d{0,11}$/);
        expect(typed.replace(/\D/g, '').startsWith(kept)).toBe(true);
      }),
    );
  });

  it('names each invalid field with the spec message', () => {
    expect(enquiryProblems(valid)).toEqual({});
    expect(
      enquiryProblems(
        { country: '', firstName: ' ', lastName: '', email: 'x@y', mobile: '12', privacy: false },
        { askCountry: true },
      ),
    ).toEqual({
      country: enquiryMessages.country,
      firstName: 'Require Valid First Name',
      lastName: 'Require Valid Last Name',
      email: 'Require Valid Email',
      mobile: 'Require Valid Mobile',
      privacy: 'Require the confirmation of valid agreement.',
    });
    expect(enquiryProblems({ ...valid, country: '' })).toEqual({});
  });

  it('recognises link keys by shape only', () => {
    expect(isLinkKey('A'.repeat(32))).toBe(true);
    expect(isLinkKey('A'.repeat(31))).toBe(false);
    expect(isLinkKey(`${'A'.repeat(31)}/`)).toBe(false);
  });
});
