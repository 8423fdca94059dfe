import { and, asc, eq } from 'drizzle-orm';
import { orderPayments } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail/enqueue-email';

/** One payment the shop has received for an order (spec 002 section 3 "orderPaymentHistory"). */
export interface ReceivedPayment {
  paymentDate: Date;
  paymentName: string;
  paymentAmount: number;
}

/**
 * What an order has been paid, oldest first: the authorised card deposit. Balance payments, when the shop records
 * them, join this list: it is the one source of the order's payment history and of its current balance.
 */
export async function paymentHistoryOf(db: DbExecutor, orderId: string): Promise<ReceivedPayment[]> {
  const deposits = await db
    .select({ at: orderPayments.updatedAt, amount: orderPayments.amountCents })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'authorised')))
    .orderBy(asc(orderPayments.updatedAt));
  return deposits.map((row) => ({ paymentDate: row.at, paymentName: 'Deposit', paymentAmount: row.amount }));
}
