import { and, eq, isNull } from 'drizzle-orm';
import { paymentNotifications } from '../../db/schema';
import type { GatewayName, PaymentNotification } from '../../platform/adapters/payments/payment-gateway';
import type { Db } from '../../platform/db';

/**
 * Stores a verified notification item; answers its id when it still has to be processed (new, or stored by a
 * delivery whose processing failed or whose process died), undefined when it was processed before.
 */
export async function storeNotification(
  db: Db,
  provider: GatewayName,
  item: PaymentNotification,
): Promise<string | undefined> {
  const [row] = await db
    .insert(paymentNotifications)
    .values({
      provider,
      pspReference: item.pspReference,
      originalReference: item.originalReference,
      merchantReference: item.merchantReference,
      eventCode: item.eventCode,
      success: item.success,
      amountCents: item.amount.value,
      currency: item.amount.currency,
      eventDate: item.eventDate ?? null,
    })
    .onConflictDoNothing({
      target: [
        paymentNotifications.pspReference,
        paymentNotifications.eventCode,
        paymentNotifications.success,
      ],
    })
    .returning({ id: paymentNotifications.id });
  if (row) return row.id;
  const [unprocessed] = await db
    .select({ id: paymentNotifications.id })
    .from(paymentNotifications)
    .where(
      and(
        eq(paymentNotifications.pspReference, item.pspReference),
        eq(paymentNotifications.eventCode, item.eventCode),
        eq(paymentNotifications.success, item.success),
        isNull(paymentNotifications.processedAt),
      ),
    );
  return unprocessed?.id;
}

export async function markProcessed(db: Db, id: string, outcome: string, at: Date): Promise<void> {
  await db
    .update(paymentNotifications)
    .set({ processedAt: at, outcome: outcome.slice(0, 200) })
    .where(eq(paymentNotifications.id, id));
}
