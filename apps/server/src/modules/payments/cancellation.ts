import { and, eq } from 'drizzle-orm';
import { orderPayments } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import { moveAttempt } from './payment-attempts';
import { flagRefund } from './refund-flags';
import { moveUnit } from './stock-units';

/** The deposit a cancellation gives back: ask the provider for it once the cancelling transaction commits. */
export interface CancelledDeposit {
  pspReference: string;
  amountCents: number;
}

/**
 * What a cancelled order's vehicle and money become, in the cancelling transaction: the vehicle back on sale (only
 * the unit this order holds, through the stock machine) and the authorised deposit flagged for refund, with the
 * customer's email that the order is cancelled and the deposit on its way back.
 */
export async function settleCancellation(
  tx: DbExecutor,
  order: { id: string; vin: string },
  reason: 'OrderCancelled' | 'CoolingOff',
  now: Date,
): Promise<CancelledDeposit | undefined> {
  await moveUnit(tx, 'GiveBack', { vin: order.vin, orderId: order.id }, now);
  const [deposit] = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, 'authorised')));
  if (!deposit?.pspReference) return undefined;
  await moveAttempt(tx, deposit, 'RefundFlagged', {}, now);
  const charge = {
    paymentId: deposit.id,
    pspReference: deposit.pspReference,
    amountCents: deposit.amountCents,
  };
  await flagRefund(tx, { orderId: order.id, ...charge, reason }, now);
  return { pspReference: charge.pspReference, amountCents: charge.amountCents };
}
