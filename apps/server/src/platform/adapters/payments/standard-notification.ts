import { z } from 'zod';
import type { PaymentNotification } from './payment-gateway';

/** One `NotificationRequestItem` of Adyen's standard notification, as documented (strings for booleans). */
const NotificationItem = z.object({
  pspReference: z.string().min(1).max(64),
  originalReference: z.string().max(64).optional(),
  merchantAccountCode: z.string().max(128).default(''),
  merchantReference: z.string().max(128).default(''),
  eventCode: z.string().min(1).max(64),
  eventDate: z.string().max(64).optional(),
  success: z.enum(['true', 'false']),
  amount: z.object({ value: z.number().int(), currency: z.string().max(3) }),
  additionalData: z.record(z.string(), z.unknown()).optional(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const StandardNotification = z.object({
  live: z.string().optional(),
  notificationItems: z
    .array(z.object({ NotificationRequestItem: NotificationItem }))
    .min(1)
    .max(100),
});
export type StandardNotification = z.infer<typeof StandardNotification>;

/** The signature a provider put on an item. */
export function signatureOf(item: NotificationItem): string | undefined {
  const value = item.additionalData?.hmacSignature;
  return typeof value === 'string' ? value : undefined;
}

export function toPaymentNotification(item: NotificationItem): PaymentNotification {
  return {
    pspReference: item.pspReference,
    originalReference: item.originalReference ?? '',
    merchantAccountCode: item.merchantAccountCode,
    merchantReference: item.merchantReference,
    eventCode: item.eventCode,
    success: item.success === 'true',
    amount: item.amount,
    ...(item.eventDate ? { eventDate: item.eventDate } : {}),
  };
}
