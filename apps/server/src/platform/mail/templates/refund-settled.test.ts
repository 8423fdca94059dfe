import { describe, expect, it } from 'vitest';
import { hostile, sampleData } from '../../../../test/support/mail-fixtures';
import { renderRefundSettled } from './refund-settled';

const data = sampleData['refund-settled'];

describe('refund settled', () => {
  it('confirms the amount, the order and the refund reference', () => {
    const email = renderRefundSettled(data);
    expect(email.subject).toBe('Your $1,000 refund for SR-100042 is complete');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('confirmed the refund of $1,000');
      expect(part).toContain('SANDBOXREFUND42');
      expect(part).toContain('1800 223 455');
    }
  });

  it('escapes the name and the reference', () => {
    const email = renderRefundSettled({ ...data, firstName: hostile, refundReference: hostile });
    expect(email.html).not.toMatch(/<script|<img/);
  });
});
