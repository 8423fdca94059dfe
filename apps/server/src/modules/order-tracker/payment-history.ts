import { and, asc, eq } from 'drizzle-orm';
import { balancePayments, orderPayments } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail/enqueue-email';

/** One payment the shop has received for an order (spec 002 section 3 "orderPaymentHistory"). */
export interface ReceivedPayment {
  paymentDate: Date;
  paymentName: string;
  paymentAmount: number;
}

/**
 * What an order has been paid, oldest first: the authorised card deposit and each balance payment received by
 * bank transfer (a balance payment dates from the day the bank credited it). It is the one source of the order's
 * payment history and of its current balance.
 */
export async function paymentHistoryOf(db: DbExecutor, orderId: string): Promise<ReceivedPayment[]> {
  const [deposits, transfers] = await Promise.all([
    db
      .select({ at: orderPayments.updatedAt, amount: orderPayments.amountCents })
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'authorised')))
      .orderBy(asc(orderPayments.updatedAt)),
    db
      .select({ on: balancePayments.receivedOn, amount: balancePayments.amountCents })
      .from(balancePayments)
      .where(eq(balancePayments.orderId, orderId))
      .orderBy(asc(balancePayments.receivedOn), asc(balancePayments.recordedAt)),
  ]);
  return [
    ...deposits.map((row) => ({ paymentDate: row.at, paymentName: 'Deposit', paymentAmount: row.amount })),
    ...transfers.map((row) => ({
      paymentDate: new Date(`${row.on}T00:00:00Z`),
      paymentName: 'Balance payment (bank transfer)',
      paymentAmount: row.amount,
    })),
  ].sort((a, b) => a.paymentDate.getTime() - b.paymentDate.getTime());
}
