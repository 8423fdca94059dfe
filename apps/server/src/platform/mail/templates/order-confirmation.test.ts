import { cents } from '@showroom/domain';
import { describe, expect, it } from 'vitest';
import { hostile, sampleData } from '../../../../test/support/mail-fixtures';
import { renderOrderConfirmation } from './order-confirmation';

const data = sampleData['order-confirmation'];

describe('order confirmation (spec 001 section 1 deposit terms)', () => {
  it('names the order, the vehicle and the $1,000 deposit paid', () => {
    const email = renderOrderConfirmation(data);
    expect(email.subject).toBe('Your LYRIQ order ORD-100042');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Your order ORD-100042 is placed and your deposit of $1,000 has been paid.');
      expect(part).toContain('LYRIQ Sport');
      expect(part).toContain('Stellar Black Metallic');
      expect(part).toContain('$132,987');
      expect(part).toContain('https://shop.example/au-en/my-orders/1');
    }
    expect(email.text).toContain('Deposit paid: By card  $1,000');
  });

  it('lists the next steps and the refund terms of spec 001', () => {
    const { text, html } = renderOrderConfirmation(data);
    expect(text).toContain('1. Order Placed');
    expect(text).toContain('2. Provide Your Details\n   Set up your account within 10 days');
    expect(text).toContain('3. Sign Your Contract');
    expect(text).toContain(
      '4. Order Confirmed\n   Pay the balance by bank transfer (not by card) at least 3 business days',
    );
    expect(text).toContain('fully refundable until the contract of sale is signed');
    expect(text).toContain('within 5 business days of a confirmed request');
    expect(text).toContain('within 10 business days if the payment provider cancels');
    expect(html).toContain('<ol ');
  });

  it('formats the deposit from cents and uses the NZ number in New Zealand', () => {
    const email = renderOrderConfirmation({
      ...data,
      country: 'NZ',
      state: null,
      depositPaid: cents(100_050),
    });
    expect(email.text).toContain('deposit of $1,000.50');
    expect(email.text).toContain('0800 223 455');
    expect(email.text).toContain('Drive-away price: New Zealand');
  });

  it('escapes the customer’s name', () => {
    const email = renderOrderConfirmation({ ...data, firstName: hostile });
    expect(email.html).not.toMatch(/<script|<img/);
    expect(email.html).toContain('Thank you, &quot;&gt;&lt;script&gt;');
  });
});
