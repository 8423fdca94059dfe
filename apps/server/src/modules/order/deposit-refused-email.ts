import type { CountryCode } from '@showroom/domain';
import { type DbExecutor, enqueueEmail } from '../../platform/mail';
import type { PaymentAttemptRow } from '../payments';
import type { OrderRow } from './order.repository';
import type { OrderServiceDeps } from './order-context';
import { orderPageIds } from './order-customer.repository';
import { orderPageUrl } from './order-page-url';

/**
 * Tells the customer the provider refused their deposit, with a link to Re-try Payment on the order's page: queued
 * in the transaction that records the refusal, once per payment attempt (audit defect 2).
 */
export async function enqueueDepositRefusedEmail(
  tx: DbExecutor,
  deps: Pick<OrderServiceDeps, 'customers' | 'publicOrigin'>,
  order: OrderRow,
  payment: Pick<PaymentAttemptRow, 'id' | 'amountCents'>,
): Promise<void> {
  const country = order.country as CountryCode;
  const customer = order.customerId ? await deps.customers.findCustomer(tx, order.customerId) : undefined;
  const ids = orderPageIds(order, customer);
  await enqueueEmail(tx, {
    to: order.email,
    customerId: customer?.issuer ? customer.id : null,
    template: 'deposit-refused',
    dedupeKey: `deposit-refused:${payment.id}`,
    data: {
      country,
      state: order.state,
      firstName: order.firstName,
      orderNumber: ids.yanaOrderNo,
      amountCents: payment.amountCents,
      retryUrl: orderPageUrl(deps.publicOrigin, ids, country, 'RetryPayment'),
    },
  });
}
