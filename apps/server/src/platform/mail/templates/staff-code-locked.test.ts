import { describe, expect, it } from 'vitest';
import { hostile, sampleData } from '../../../../test/support/mail-fixtures';
import { renderStaffCodeLocked } from './staff-code-locked';

const data = sampleData['staff-code-locked'];

describe('staff code locked', () => {
  it('says how many wrong codes, until when, and what to do if it was not them', () => {
    const email = renderStaffCodeLocked(data);
    expect(email.subject).toBe('Your back-office sign-in is locked');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('10 wrong verification codes');
      expect(part).toContain('change it now and tell your administrator');
    }
  });

  it('escapes the name', () => {
    expect(renderStaffCodeLocked({ ...data, firstName: hostile }).html).not.toMatch(/<script|<img/);
  });
});
