import type { AutoRefundReason } from '@showroom/domain';
import { depositRefundsDue } from '../../db/schema';
import type { DepositRefundReason } from '../../platform/mail';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import { queueRefundNotice } from './refund-notices';

/**
 * How long the instance that flagged a refund has to ask for it after its transaction commits, before the
 * background sweep may ask instead (the provider's idempotency key makes a double ask harmless).
 */
export const refundLeaseMs = 60_000;

/** Why card money goes back: the domain's automatic reasons, a staff cancellation, or one in the cooling-off days. */
export type RefundReason = AutoRefundReason | 'OrderCancelled' | 'CoolingOff';

/** The row's `reason`, as staff read it. */
export const refundReasonTexts: Record<RefundReason, string> = {
  HoldEnded: 'authorised after the hold ended',
  OrderAlreadyPaid: 'order already paid',
  AuthorisedTwice: 'second authorisation of the same payment',
  AmountDiffers: 'amount or currency differs from the payment session',
  AttemptClosed: 'payment attempt already closed',
  OrderCancelled: 'order cancelled',
  CoolingOff: 'cancelled in the cooling-off period',
};

/** What the customer's email says of it. */
const noticeReasons: Record<RefundReason, DepositRefundReason> = {
  HoldEnded: 'hold-ended',
  OrderAlreadyPaid: 'already-paid',
  AuthorisedTwice: 'already-paid',
  AmountDiffers: 'not-counted',
  AttemptClosed: 'not-counted',
  OrderCancelled: 'order-cancelled',
  CoolingOff: 'order-cancelled',
};

export interface RefundFlag {
  orderId: string;
  paymentId: string;
  /** The provider's reference of the charge to give back. */
  pspReference: string;
  amountCents: number;
  reason: RefundReason;
}

/**
 * Flags card money to give back, in the caller's transaction: stored once per charge (provider reference) with
 * the customer's email in the outbox (the amount, why, and that it is on its way; for a cancellation, the
 * cancellation's email), so a repeated notification flags and tells nothing more. The refund itself is asked for
 * after the transaction commits (refunds.ts `request`). Answers whether this call flagged it.
 */
export async function flagRefund(tx: DbExecutor, refund: RefundFlag, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(depositRefundsDue)
    .values({
      ...refund,
      reason: refundReasonTexts[refund.reason],
      flaggedAt: at,
      refundDueAt: new Date(at.getTime() + refundLeaseMs),
    })
    .onConflictDoNothing()
    .returning({ pspReference: depositRefundsDue.pspReference });
  if (rows.length === 0) return false;
  await queueRefundNotice(tx, refund, {
    template: 'deposit-refund',
    data: { amountCents: refund.amountCents, reason: noticeReasons[refund.reason] },
  });
  return true;
}
