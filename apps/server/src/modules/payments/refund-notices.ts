import { type CountryCode, orderNumberText } from '@showroom/domain';
import { eq, sql } from 'drizzle-orm';
import { customers, type depositRefundsDue, orders } from '../../db/schema';
import { enqueueEmail } from '../../platform/mail';
import type { DbExecutor } from '../../platform/mail/enqueue-email';

/** The order's customer as a refund email addresses them. */
export async function recipientOf(tx: DbExecutor, orderId: string) {
  const [row] = await tx
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
    .where(eq(orders.id, orderId));
  return row;
}

/** Queues the customer's 'refund complete' email, once per refunded charge, in the settling transaction. */
export async function refundSettledEmail(
  tx: DbExecutor,
  refund: typeof depositRefundsDue.$inferSelect,
): Promise<void> {
  const to = await recipientOf(tx, refund.orderId);
  if (!to) return;
  await enqueueEmail(tx, {
    to: to.email,
    customerId: to.issuer ? to.customerId : null,
    template: 'refund-settled',
    dedupeKey: `refund-settled:${refund.pspReference}`,
    data: {
      country: to.country as CountryCode,
      state: to.state,
      firstName: to.firstName,
      orderNumber: orderNumberText(to.orderNo),
      amountCents: refund.amountCents,
      refundReference: refund.refundReference ?? refund.pspReference,
    },
  });
}
