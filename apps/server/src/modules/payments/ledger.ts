import { balanceOwed, chargedStatuses, type OrderStatus } from '@showroom/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { balancePayments, depositRefundsDue, orderPayments } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail/enqueue-email';

/** Where a refund stands, as the customer reads it. */
export type RefundStanding = 'Requested' | 'Refunded' | 'Failed';

/** One movement of an order's money (spec 002 section 3 "orderPaymentHistory", with refunds beside payments). */
export interface LedgerEntry {
  paymentDate: Date;
  paymentName: string;
  paymentAmount: number;
  kind: 'payment' | 'refund';
  /** The provider's reference of a refund (the one the customer's bank shows); null for payments. */
  reference: string | null;
  /** A refund's standing; 'Received' for money in. */
  status: 'Received' | RefundStanding;
}

export interface Ledger {
  entries: LedgerEntry[];
  receivedCents: number;
  /** Money given back or on its way back (a failed refund is still the shop's to give). */
  refundedCents: number;
  /** What the customer still owes: drive-away − received + refunded; nothing on a closed order. */
  balanceCents: number;
}

export const refundStandings = {
  due: 'Requested',
  requested: 'Requested',
  confirmed: 'Refunded',
  failed: 'Failed',
} as const;

/**
 * An order's money, oldest first: every card charge (whatever became of it), each balance payment received by
 * bank transfer (dated the day the bank credited it), and every refund of card money. It is the one source of the
 * order's payment history and balance on the order page, the Arrange Payment dialog, the payment summary PDF and
 * the back office.
 */
export async function ledgerOf(
  db: DbExecutor,
  order: { id: string; status: OrderStatus; driveAwayCents: number },
): Promise<Ledger> {
  const [charges, transfers, refunds] = await Promise.all([
    db
      .select({
        at: orderPayments.authorisedAt,
        updatedAt: orderPayments.updatedAt,
        amount: orderPayments.amountCents,
        pspReference: orderPayments.pspReference,
      })
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, order.id), inArray(orderPayments.status, [...chargedStatuses])))
      .orderBy(asc(orderPayments.attempt)),
    db
      .select({ on: balancePayments.receivedOn, amount: balancePayments.amountCents })
      .from(balancePayments)
      .where(eq(balancePayments.orderId, order.id))
      .orderBy(asc(balancePayments.receivedOn), asc(balancePayments.recordedAt)),
    db
      .select()
      .from(depositRefundsDue)
      .where(eq(depositRefundsDue.orderId, order.id))
      .orderBy(asc(depositRefundsDue.flaggedAt)),
  ]);
  const charged = new Set(charges.map((row) => row.pspReference));
  const entries: LedgerEntry[] = [
    ...charges.map((row) => ({
      paymentDate: row.at ?? row.updatedAt,
      paymentName: 'Deposit',
      paymentAmount: row.amount,
      kind: 'payment' as const,
      reference: null,
      status: 'Received' as const,
    })),
    // A charge no attempt keeps (a second authorisation of a paid attempt) shows beside the refund giving it back.
    ...refunds
      .filter((row) => !charged.has(row.pspReference))
      .map((row) => ({
        paymentDate: row.flaggedAt,
        paymentName: 'Card payment',
        paymentAmount: row.amountCents,
        kind: 'payment' as const,
        reference: null,
        status: 'Received' as const,
      })),
    ...transfers.map((row) => ({
      paymentDate: new Date(`${row.on}T00:00:00Z`),
      paymentName: 'Balance payment (bank transfer)',
      paymentAmount: row.amount,
      kind: 'payment' as const,
      reference: null,
      status: 'Received' as const,
    })),
    ...refunds.map((row) => ({
      paymentDate: row.refundSettledAt ?? row.refundedAt ?? row.flaggedAt,
      paymentName: 'Deposit refund',
      paymentAmount: row.amountCents,
      kind: 'refund' as const,
      reference: row.refundReference,
      status: refundStandings[row.refundStatus],
    })),
  ].sort((a, b) => a.paymentDate.getTime() - b.paymentDate.getTime());
  const sum = (rows: LedgerEntry[]) => rows.reduce((total, row) => total + row.paymentAmount, 0);
  const receivedCents = sum(entries.filter((row) => row.kind === 'payment'));
  const refundedCents = sum(entries.filter((row) => row.kind === 'refund' && row.status !== 'Failed'));
  return {
    entries,
    receivedCents,
    refundedCents,
    balanceCents: balanceOwed(order.status, order.driveAwayCents, receivedCents, refundedCents),
  };
}
