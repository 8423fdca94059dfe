import { depositRefundsDue } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail/enqueue-email';

/**
 * Flags card money to give back: an authorisation that would charge an order's deposit twice (a retried payment
 * authorised again, or a second attempt paid after the first). Stored once per provider reference, in the caller's
 * transaction, so a repeated notification flags nothing more. Answers whether this call flagged it.
 */
export async function flagDepositRefund(
  tx: DbExecutor,
  refund: { orderId: string; paymentId: string; pspReference: string; amountCents: number; reason: string },
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(depositRefundsDue)
    .values({ ...refund, flaggedAt: at })
    .onConflictDoNothing()
    .returning({ pspReference: depositRefundsDue.pspReference });
  return rows.length > 0;
}
