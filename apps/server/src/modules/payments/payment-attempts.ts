import {
  advancePayment,
  openStatuses,
  type PaymentAttemptEvent,
  type PaymentAttemptStatus,
  paymentStatusesBefore,
} from '@showroom/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { orderPayments } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail/enqueue-email';

export type PaymentAttemptRow = typeof orderPayments.$inferSelect;

/** What an event records with the status: the provider's reference and result of the charge it concerns. */
export interface AttemptChange {
  pspReference?: string;
  resultCode?: string;
  sessionId?: string;
  /** When the card was charged. */
  authorisedAt?: Date;
}

/**
 * The one writer of a payment attempt's status: the domain machine decides, and the update is guarded by the
 * statuses the event may leave (`paymentStatusesBefore`), so two writers at once cannot both move one attempt.
 * Answers the new status, or undefined when the attempt was not in a status the event may leave.
 */
export async function moveAttempt(
  tx: DbExecutor,
  attempt: Pick<PaymentAttemptRow, 'id' | 'status'>,
  event: PaymentAttemptEvent,
  change: AttemptChange,
  now: Date,
): Promise<PaymentAttemptStatus | undefined> {
  const next = advancePayment(attempt.status, event);
  if (!next.ok) return undefined;
  const [row] = await tx
    .update(orderPayments)
    .set({ ...change, status: next.status, updatedAt: now })
    .where(and(eq(orderPayments.id, attempt.id), inArray(orderPayments.status, paymentStatusesBefore(event))))
    .returning({ status: orderPayments.status });
  return row?.status;
}

/** A new attempt, `created` until its provider session is open. */
export async function insertAttempt(
  tx: DbExecutor,
  attempt: Omit<typeof orderPayments.$inferInsert, 'status' | 'pspReference' | 'resultCode'>,
): Promise<void> {
  await tx.insert(orderPayments).values({ ...attempt, status: 'created' });
}

/**
 * What the provider said of an open attempt's card, before the order is completed: an attempt whose card was
 * authorised is being confirmed from then on, even if this instance dies before it completes the order.
 */
export async function noteProviderResult(
  tx: DbExecutor,
  id: string,
  resultCode: string,
  now: Date,
): Promise<void> {
  await tx
    .update(orderPayments)
    .set({ resultCode, updatedAt: now })
    .where(and(eq(orderPayments.id, id), inArray(orderPayments.status, [...openStatuses])));
}

/** An attempt by its id (the provider's merchantReference), or by the session it opened for an order. */
export async function findAttempt(
  tx: DbExecutor,
  where: { id: string } | { orderId: string; sessionId: string },
): Promise<PaymentAttemptRow | undefined> {
  const condition =
    'id' in where
      ? eq(orderPayments.id, where.id)
      : and(eq(orderPayments.orderId, where.orderId), eq(orderPayments.sessionId, where.sessionId));
  const [row] = await tx.select().from(orderPayments).where(condition);
  return row;
}

/** The order's newest attempt. */
export async function latestAttempt(tx: DbExecutor, orderId: string): Promise<PaymentAttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(desc(orderPayments.attempt))
    .limit(1);
  return row;
}

/** The number of the order's next attempt (under the order's lock, so two at once number one after the other). */
export async function nextAttemptNo(tx: DbExecutor, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${orderPayments.attempt}), 0)::int` })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  return (row?.last ?? 0) + 1;
}

/** The attempts still open when a hold ends: the provider refuses their card from now on. */
export async function expireOpenAttempts(tx: DbExecutor, orderId: string, now: Date): Promise<void> {
  const open = await tx
    .select({ id: orderPayments.id, status: orderPayments.status })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), inArray(orderPayments.status, [...openStatuses])));
  for (const attempt of open) await moveAttempt(tx, attempt, 'HoldEnded', {}, now);
}
