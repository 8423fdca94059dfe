import { describe, expect, it } from 'vitest';
import { renderSupportRequest } from './support-request';

const base = {
  country: 'NZ' as const,
  firstName: 'Aroha',
  orderNumber: 'SR-100042',
  orderUrl: 'https://shop.example/nz-en/my-orders/a/b/c/d/NZ',
};

describe('support request email', () => {
  it('confirms a cancellation request without promising the cancellation', () => {
    const email = renderSupportRequest({ ...base, requestType: 'cancel' });
    expect(email.subject).toBe('Your request to cancel order SR-100042');
    expect(email.text).toContain('We have received your request to cancel order SR-100042.');
    expect(email.text).toContain('Your order stays in place until then.');
    expect(email.text).toContain('0800 223 455');
    expect(email.html).toContain('href="https://shop.example/nz-en/my-orders/a/b/c/d/NZ"');
  });

  it('confirms a call-back request', () => {
    const email = renderSupportRequest({ ...base, country: 'AU', requestType: 'callback' });
    expect(email.subject).toBe("We'll call you about order SR-100042");
    expect(email.text).toContain('will call you back soon');
    expect(email.text).toContain('1800 223 455');
  });
});
