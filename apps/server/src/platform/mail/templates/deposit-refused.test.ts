import { describe, expect, it } from 'vitest';
import { hostile, sampleData } from '../../../../test/support/mail-fixtures';
import { renderDepositRefused } from './deposit-refused';

const data = sampleData['deposit-refused'];

describe('deposit refused (the card provider did not take the deposit)', () => {
  it('says the order is not placed and links Re-try Payment on the order page', () => {
    const email = renderDepositRefused(data);
    expect(email.subject).toBe('Your deposit for order SR-100042 did not go through');
    for (const part of [email.html, email.text]) {
      expect(part).toContain(
        'Your card payment of $1,000 to reserve your LYRIQ was not accepted, so order SR-100042 has not been placed yet',
      );
      expect(part).toContain('choose Re-try Payment');
      expect(part).toContain('1800 223 455');
    }
    expect(email.html).toContain(`href="${data.retryUrl}"`);
    expect(email.text).toContain(`Re-try Payment:\n${data.retryUrl}`);
  });

  it('gives the NZ number in New Zealand and escapes the name and the order number', () => {
    expect(renderDepositRefused({ ...data, country: 'NZ', state: null }).text).toContain('0800 223 455');
    const email = renderDepositRefused({ ...data, firstName: hostile, orderNumber: hostile });
    expect(email.html).not.toMatch(/<script|<img/);
  });
});
