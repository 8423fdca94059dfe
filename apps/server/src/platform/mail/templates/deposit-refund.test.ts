import { describe, expect, it } from 'vitest';
import { hostile, sampleData } from '../../../../test/support/mail-fixtures';
import { renderDepositRefund } from './deposit-refund';

const data = sampleData['deposit-refund'];

describe('deposit refund (a deposit the shop gives back on its own)', () => {
  it('says the hold had ended, the amount, and that the refund arrives in 3–5 business days', () => {
    const email = renderDepositRefund(data);
    expect(email.subject).toBe('Your $1,000 payment is being refunded');
    for (const part of [email.html, email.text]) {
      expect(part).toContain(
        'Your card payment of $1,000 for reservation SR-100042 was authorised after your reservation had ended',
      );
      expect(part).toContain('refund the full $1,000 to the card you paid with');
      expect(part).toContain('within 3–5 business days');
      expect(part).toContain('1800 223 455');
    }
  });

  it('explains a second payment of an order already paid, with the NZ number in New Zealand', () => {
    const email = renderDepositRefund({ ...data, country: 'NZ', state: null, reason: 'already-paid' });
    expect(email.text).toContain(
      'the deposit for this order had already been paid, and your order is unchanged',
    );
    expect(email.text).not.toContain('reservation had ended');
    expect(email.text).toContain('0800 223 455');
  });

  it('escapes the name and the order number', () => {
    const email = renderDepositRefund({ ...data, firstName: hostile, orderNumber: hostile });
    expect(email.html).not.toMatch(/<script|<img/);
  });
});

describe('deposit refund of a cancelled order', () => {
  it('says the order is cancelled and its deposit is being refunded', () => {
    const email = renderDepositRefund({ ...data, reason: 'order-cancelled' });
    expect(email.subject).toBe('Your order SR-100042 is cancelled and your $1,000 deposit is being refunded');
    expect(email.text).toContain('Your order SR-100042 has been cancelled');
    expect(email.text).not.toContain('reservation had ended');
  });
});
