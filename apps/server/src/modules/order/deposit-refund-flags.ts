import type { DbExecutor } from '../../platform/mail/enqueue-email';
import { flagDepositRefund } from '../balance/refund-due';
import type { OrderRow, PaymentRow } from './order.repository';
import type { OrderServiceDeps } from './order-context';
import { orderNumberOf } from './order-summary';

/** Why an authorised deposit is given back without being asked (the row's `reason`). */
export const refundReasons = {
  holdEnded: 'authorised after the hold ended',
  alreadyPaid: 'order already paid',
  authorisedTwice: 'second authorisation of the same payment',
} as const;
export type RefundReason = (typeof refundReasons)[keyof typeof refundReasons];

/**
 * Flags an authorised deposit for refund in the completing transaction and queues the customer's email (the
 * deposit, why, and that it is on its way); the caller asks the provider once the transaction has committed
 * (`refunds.request`). Answers whether this call flagged it (a repeated notification flags nothing more).
 */
export async function flagForRefund(
  deps: Pick<OrderServiceDeps, 'customers'>,
  tx: DbExecutor,
  order: OrderRow,
  payment: Pick<PaymentRow, 'id' | 'amountCents'>,
  pspReference: string,
  reason: RefundReason,
  at: Date,
): Promise<boolean> {
  const customer = order.customerId ? await deps.customers.findCustomer(tx, order.customerId) : undefined;
  return flagDepositRefund(
    tx,
    { orderId: order.id, paymentId: payment.id, pspReference, amountCents: payment.amountCents, reason },
    {
      to: order.email,
      customerId: customer?.issuer ? customer.id : null,
      country: order.country as 'AU' | 'NZ',
      state: order.state,
      firstName: order.firstName,
      orderNumber: orderNumberOf(order),
      reason: reason === refundReasons.holdEnded ? 'hold-ended' : 'already-paid',
    },
    at,
  );
}
