import { eq } from 'drizzle-orm';
import { paymentNotifications } from '../../db/schema';
import type { GatewayName, PaymentNotification } from '../../platform/adapters/payments/payment-gateway';
import type { Db } from '../../platform/db';

/** Stores a verified notification item; answers its id when it is new, undefined when it was delivered before. */
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
  return row?.id;
}

export async function markProcessed(db: Db, id: string, outcome: string, at: Date): Promise<void> {
  await db
    .update(paymentNotifications)
    .set({ processedAt: at, outcome: outcome.slice(0, 200) })
    .where(eq(paymentNotifications.id, id));
}
