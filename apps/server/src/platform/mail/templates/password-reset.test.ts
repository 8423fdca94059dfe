import { describe, expect, it } from 'vitest';
import { hostile, sampleData } from '../../../../test/support/mail-fixtures';
import { renderPasswordReset } from './password-reset';

const data = sampleData['password-reset'];

describe('password reset email', () => {
  it('carries the reset link and when it stops working, in the market’s zone', () => {
    const email = renderPasswordReset(data);
    expect(email.subject).toBe('Reset your password');
    expect(email.html).toContain('href="https://shop.example/auth/reset?token=abc"');
    expect(email.text).toContain('Reset password:\nhttps://shop.example/auth/reset?token=abc');
    // 01:00 UTC is 12:00 in Sydney in December (AEDT, UTC+11).
    expect(email.text).toContain('until 12:00 pm AEDT on Friday 5 December 2025');
    expect(email.text).toContain('If you did not ask for this, ignore this email');
    expect(email.text).toContain('Hello Alex,');
  });

  it('greets without a name and dates in New Zealand time for NZ', () => {
    const email = renderPasswordReset({ ...data, country: 'NZ', firstName: null });
    expect(email.text).toContain('Hello,');
    expect(email.text).toContain('2:00 pm NZDT on Friday, 5 December 2025');
    expect(email.text).toContain('0800 223 455');
  });

  it('escapes the name and refuses a non-http link', () => {
    expect(renderPasswordReset({ ...data, firstName: hostile }).html).not.toMatch(/<script|<img/);
    expect(() => renderPasswordReset({ ...data, resetUrl: 'javascript:alert(1)' })).toThrow();
  });
});
