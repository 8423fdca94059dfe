import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('return URL after sign-in', () => {
  it('keeps paths of this shop', () => {
    expect(safeReturnUrl('/au-en/my-orders')).toBe('/au-en/my-orders');
    expect(safeReturnUrl('/nz-en/?redirectPage=payment')).toBe('/nz-en/?redirectPage=payment');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/%0d%0a\nSet-Cookie',
    'javascript:alert(1)',
    'au-en',
    '',
    42,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeReturnUrl(value)).toBeUndefined();
  });
});
