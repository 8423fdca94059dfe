import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields of a notification item that its HMAC signature covers. */
export interface SignedNotificationFields {
  pspReference?: string;
  originalReference?: string;
  merchantAccountCode?: string;
  merchantReference?: string;
  amount?: { value?: number; currency?: string };
  eventCode?: string;
  success?: string;
}

/**
 * Adyen's signing string of a standard notification item:
 * `pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:eventCode:success`,
 * missing values as empty strings.
 */
export function notificationSigningString(item: SignedNotificationFields): string {
  return [
    item.pspReference,
    item.originalReference,
    item.merchantAccountCode,
    item.merchantReference,
    item.amount?.value,
    item.amount?.currency,
    item.eventCode,
    item.success,
  ]
    .map((value) => (value === undefined || value === null ? '' : String(value)))
    .join(':');
}

/** HMAC-SHA256 with the hex-decoded key, base64: the value of `additionalData.hmacSignature`. */
export function signNotification(item: SignedNotificationFields, hexKey: string): string {
  return createHmac('sha256', Buffer.from(hexKey, 'hex'))
    .update(notificationSigningString(item))
    .digest('base64');
}

/** Whether the signature matches, compared in constant time (after a length check). An empty key accepts nothing. */
export function verifyNotificationSignature(
  item: SignedNotificationFields,
  signature: string | undefined,
  hexKey: string,
): boolean {
  if (!signature || !/^(?:[0-9a-f]{2})+$/i.test(hexKey)) return false;
  const expected = Buffer.from(signNotification(item, hexKey));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
