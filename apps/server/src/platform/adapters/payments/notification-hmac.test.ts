import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  notificationSigningString,
  type SignedNotificationFields,
  signNotification,
  verifyNotificationSignature,
} from './notification-hmac';

// The published test vector of Adyen's HMAC validator (adyen-node-api-library, hmacValidator tests).
const key = 'DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00';
const item: SignedNotificationFields = {
  pspReference: 'pspReference',
  originalReference: 'originalReference',
  merchantAccountCode: 'merchantAccount',
  merchantReference: 'reference',
  amount: { currency: 'EUR', value: 1000 },
  eventCode: 'CAPTURE',
  success: 'true',
};
const expected = 'xhpHvYq2u2Np0rstbZ6QjLGu7JWhvf7Iwaa6EviJSX0=';

describe('notification HMAC', () => {
  it('matches Adyen’s published signing string and signature', () => {
    expect(notificationSigningString(item)).toBe(
      'pspReference:originalReference:merchantAccount:reference:1000:EUR:CAPTURE:true',
    );
    expect(signNotification(item, key)).toBe(expected);
    expect(verifyNotificationSignature(item, expected, key)).toBe(true);
  });

  it('writes missing fields as empty strings', () => {
    expect(
      notificationSigningString({ pspReference: 'P', eventCode: 'AUTHORISATION', success: 'false' }),
    ).toBe('P::::::AUTHORISATION:false');
  });

  it('refuses a missing signature, a bad key and an empty key', () => {
    expect(verifyNotificationSignature(item, undefined, key)).toBe(false);
    expect(verifyNotificationSignature(item, 'notValidSign', key)).toBe(false);
    expect(verifyNotificationSignature(item, expected, '')).toBe(false);
    expect(verifyNotificationSignature(item, expected, 'not-hex')).toBe(false);
    expect(verifyNotificationSignature(item, expected, key.replace('D', 'E'))).toBe(false);
  });

  it('refuses every change to one signed field', () => {
    const fields = [
      'pspReference',
      'originalReference',
      'merchantAccountCode',
      'merchantReference',
      'value',
      'currency',
      'eventCode',
      'success',
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.string({ minLength: 1, maxLength: 8 }), (field, suffix) => {
        const changed: SignedNotificationFields =
          field === 'value'
            ? { ...item, amount: { currency: 'EUR', value: 1000 + suffix.length } }
            : field === 'currency'
              ? { ...item, amount: { value: 1000, currency: `EUR${suffix}` } }
              : { ...item, [field]: `${String(item[field])}${suffix}` };
        expect(verifyNotificationSignature(changed, expected, key)).toBe(false);
      }),
    );
  });
});
