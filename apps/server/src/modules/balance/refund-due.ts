import { depositRefundsDue } from '../../db/schema';
import { type DepositRefundData, enqueueEmail } from '../../platform/mail';
import type { DbExecutor } from '../../platform/mail/enqueue-email';

/**
 * How long the instance that flagged a refund has to ask for it after its transaction commits, before the
 * background sweep may ask instead (the provider's idempotency key makes a double ask harmless).
 */
export const refundLeaseMs = 60_000;

/** Who is told, and how, that their card money is coming back. */
export interface RefundNotice extends Omit<DepositRefundData, 'amountCents'> {
  to: string;
  /** The customer the email belongs to (a signed-in account), for erasure and the mail policy. */
  customerId: string | null;
}

/**
 * Flags card money to give back: a deposit authorised after its hold had ended, or an authorisation that would
 * charge an order's deposit twice (a retried payment authorised again, or a second attempt paid after the first).
 * Stored once per provider reference, in the caller's transaction, with the customer's email in the outbox, so a
 * repeated notification flags and tells nothing more. The refund itself is asked for after the transaction
 * commits (deposit-refunds.ts). Answers whether this call flagged it.
 */
export async function flagDepositRefund(
  tx: DbExecutor,
  refund: { orderId: string; paymentId: string; pspReference: string; amountCents: number; reason: string },
  notice: RefundNotice,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(depositRefundsDue)
    .values({ ...refund, flaggedAt: at, refundDueAt: new Date(at.getTime() + refundLeaseMs) })
    .onConflictDoNothing()
    .returning({ pspReference: depositRefundsDue.pspReference });
  if (rows.length === 0) return false;
  const { to, customerId, ...data } = notice;
  await enqueueEmail(tx, {
    to,
    customerId,
    template: 'deposit-refund',
    dedupeKey: `deposit-refund:${refund.pspReference}`,
    data: { ...data, amountCents: refund.amountCents },
  });
  return true;
}
