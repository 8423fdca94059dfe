import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  accountDetailsFormFor,
  asFormOf,
  ContractPdfForm,
  enquiryFormFor,
  LocationForm,
  NotifyEmailForm,
  ShareEmailForm,
} from './forms';

/** Each field's first message, as a form shows it. */
function messagesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) messages[String(issue.path[0] ?? 'root')] ??= issue.message;
  return messages;
}

const account = {
  businessName: '',
  abn: '',
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@example.com',
  confirmEmail: 'sam@example.com',
  mobile: '0412345678',
  comment: '',
  privacy: false,
  marketing: false,
};

describe('the forms’ schemas say the spec’s messages', () => {
  it('account details: the business fields for a business, the mismatch, the waitlist agreement', () => {
    const privateBuyer = accountDetailsFormFor('AU', { customerType: 'Private', waitlist: false });
    expect(messagesOf(privateBuyer, account)).toEqual({});
    expect(messagesOf(privateBuyer, { ...account, confirmEmail: 'other@example.com' })).toEqual({
      confirmEmail: 'The email address and confirm email address fields do not match.',
    });
    const business = accountDetailsFormFor('AU', { customerType: 'Business', waitlist: true });
    expect(messagesOf(business, account)).toMatchObject({
      businessName: 'Require Valid Business Name',
      privacy: 'Require the confirmation of valid agreement.',
    });
  });

  it('enquiry: names, email, mobile, agreement, and the country only where it is asked', () => {
    const blank = { ...account, comments: '', country: '', firstName: '', mobile: '1' };
    expect(messagesOf(enquiryFormFor({ askCountry: false }), blank)).toEqual({
      firstName: 'Require Valid First Name',
      mobile: 'Require Valid Mobile',
      privacy: 'Require the confirmation of valid agreement.',
    });
    expect(messagesOf(enquiryFormFor({ askCountry: true }), blank).country).toBe('Require Country');
  });

  it('share and notify-me emails', () => {
    expect(messagesOf(ShareEmailForm, { email: 'friend@example' })).toEqual({
      email: 'Invalid email format. Please enter a valid email address.',
    });
    expect(ShareEmailForm.parse({ email: ' friend@example.com ' })).toEqual({ email: 'friend@example.com' });
    expect(messagesOf(NotifyEmailForm, { email: 'a@b.museum' })).toEqual({ email: 'Require Valid Email' });
  });

  it('location: New Zealand, or Australia with a state', () => {
    expect(LocationForm.parse({ country: 'NZ', state: '' })).toEqual({ country: 'NZ' });
    expect(LocationForm.parse({ country: 'AU', state: 'VIC' })).toEqual({ country: 'AU', state: 'VIC' });
    expect(LocationForm.safeParse({ country: 'AU', state: '' }).success).toBe(false);
  });

  it('contract PDF: one file of at most 10 MB', () => {
    expect(messagesOf(ContractPdfForm, { files: [] })).toEqual({ files: 'Choose a PDF file.' });
    expect(messagesOf(ContractPdfForm, { files: [{ name: 'a.pdf', size: 11 * 1024 * 1024 }] })).toEqual({
      files: 'The file is larger than 10 MB.',
    });
  });

  it('asFormOf leaves empty text fields out of a body’s schema', () => {
    const body = asFormOf<{ name: string; note?: string }>(
      z.object({ name: z.string(), note: z.string().min(3).optional() }),
    );
    expect(body.parse({ name: 'x', note: '  ' })).toEqual({ name: 'x' });
    expect(body.safeParse({ name: '' }).success).toBe(false);
  });
});
