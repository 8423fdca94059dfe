import { Writable } from 'node:stream';
import { findCardNumbers } from '@showroom/domain';
import { signNotification } from '../../src/platform/adapters/payments/notification-hmac';

/** A Fastify logger writing every line into memory, to prove what never reaches a log. */
export function capturedLogger(): { logger: { level: string; stream: Writable }; text(): string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: { level: 'trace', stream }, text: () => lines.join('') };
}

/** A standard notification (Adyen's documented shape) with one item signed by `hexKey`. */
export function signedNotification(
  hexKey: string,
  overrides: Partial<{
    pspReference: string;
    /** The payment a modification (REFUND) is about. */
    originalReference: string;
    merchantReference: string;
    eventCode: string;
    success: 'true' | 'false';
    value: number;
    currency: string;
    eventDate: string;
  }> = {},
) {
  const item = {
    pspReference: overrides.pspReference ?? 'PSP0001',
    originalReference: overrides.originalReference ?? '',
    merchantAccountCode: 'ShowroomTest',
    merchantReference: overrides.merchantReference ?? 'PAY-1',
    eventCode: overrides.eventCode ?? 'AUTHORISATION',
    eventDate: overrides.eventDate ?? '2026-11-22T08:00:00.000Z',
    success: overrides.success ?? 'true',
    amount: { value: overrides.value ?? 100_000, currency: overrides.currency ?? 'AUD' },
  };
  return {
    live: 'false',
    notificationItems: [
      {
        NotificationRequestItem: {
          ...item,
          additionalData: { hmacSignature: signNotification(item, hexKey) },
        },
      },
    ],
  };
}

/** The card numbers a scan finds in a text (the domain's `findCardNumbers`, as the e2e card-data scan runs it). */
export function cardNumbersIn(text: string): string[] {
  return findCardNumbers(text).map((found) => found.digits);
}
