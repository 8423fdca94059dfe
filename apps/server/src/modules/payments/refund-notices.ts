import { type CountryCode, orderNumberText } from '@showroom/domain';
import { eq, sql } from 'drizzle-orm';
import { customers, orders } from '../../db/schema';
import { type DepositRefundData, enqueueEmail, type RefundSettledData } from '../../platform/mail';
import type { DbExecutor } from '../../platform/mail/enqueue-email';

/** What a refund email says beyond who it is for: its template and that template's own facts. */
type RefundNotice =
  | { template: 'deposit-refund'; data: Pick<DepositRefundData, 'amountCents' | 'reason'> }
  | { template: 'refund-settled'; data: Pick<RefundSettledData, 'amountCents' | 'refundReference'> };

/**
 * Queues a refund email to the order's customer in the caller's transaction, once per refunded charge (its
 * provider reference): that their money is being refunded (and why), or that the refund is complete.
 */
export async function queueRefundNotice(
  tx: DbExecutor,
  refund: { orderId: string; pspReference: string },
  notice: RefundNotice,
): Promise<void> {
  const [to] = await tx
    .select({
      email: orders.email,
      firstName: orders.firstName,
      country: orders.country,
      state: orders.state,
      orderNo: orders.orderNo,
      customerId: customers.id,
      issuer: customers.issuer,
    })
    .from(orders)
    .leftJoin(customers, eq(sql`${customers.id}::text`, orders.customerId))
    .where(eq(orders.id, refund.orderId));
  if (!to) return;
  const customer = {
    country: to.country as CountryCode,
    state: to.state,
    firstName: to.firstName,
    orderNumber: orderNumberText(to.orderNo),
  };
  await enqueueEmail(tx, {
    to: to.email,
    customerId: to.issuer ? to.customerId : null,
    dedupeKey: `${notice.template}:${refund.pspReference}`,
    template: notice.template,
    data: { ...customer, ...notice.data },
  });
}
