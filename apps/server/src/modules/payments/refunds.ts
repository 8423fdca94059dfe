import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { depositRefundsDue, orderPayments } from '../../db/schema';
import type { PaymentGateway, PaymentNotification } from '../../platform/adapters/payments/payment-gateway';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { type RetryPolicy, retryDelayMs } from '../../platform/mail';
import { refundStandings } from './ledger';
import { moveAttempt } from './payment-attempts';
import { refundLeaseMs } from './refund-flags';
import { queueRefundNotice } from './refund-notices';

export interface DepositRefundDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  logger: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The wait after the provider did not take a refund: 1 min, 2 min, 4 min … capped at 1 h, never given up. */
  retry?: RetryPolicy;
  batchSize?: number;
  random?: () => number;
}

const defaultRetry: RetryPolicy = { baseMs: 60_000, capMs: 3_600_000, maxAttempts: Number.POSITIVE_INFINITY };

/** The provider's events about a refund: REFUND (success true or false) and a later REFUND_FAILED. */
export const refundEventCodes: readonly string[] = ['REFUND', 'REFUND_FAILED'];

/**
 * Gives back the card money flagged in `deposit_refunds_due` (refund-flags.ts): asked for once the flagging
 * transaction has committed, and while the provider does not take it, again by the background sweep from
 * `refund_due_at` (claimed with SKIP LOCKED and a lease, so two instances never ask at once). Every ask of one
 * row uses the same idempotency key, so the provider refunds it once however often it is asked. The provider's
 * REFUND notification then marks the row confirmed or failed.
 */
export function depositRefunds(deps: DepositRefundDeps) {
  const { db, clock, logger } = deps;
  const retry = deps.retry ?? defaultRetry;
  const batchSize = deps.batchSize ?? 10;
  const random = deps.random ?? Math.random;
  const stillDue = (pspReference: string) =>
    and(eq(depositRefundsDue.pspReference, pspReference), eq(depositRefundsDue.refundStatus, 'due'));

  /** Asks the provider for one flagged refund while it is due; never throws (a failure is asked again later). */
  async function request(pspReference: string): Promise<'requested' | 'retry later' | 'not due'> {
    const [row] = await db
      .select({
        orderId: depositRefundsDue.orderId,
        paymentId: depositRefundsDue.paymentId,
        amountCents: depositRefundsDue.amountCents,
        attempts: depositRefundsDue.refundAttempts,
        currency: orderPayments.currency,
      })
      .from(depositRefundsDue)
      .innerJoin(orderPayments, eq(orderPayments.id, depositRefundsDue.paymentId))
      .where(stillDue(pspReference));
    if (!row) return 'not due';
    const attempts = row.attempts + 1;
    try {
      const refund = await deps.gateway.refund({
        paymentPspReference: pspReference,
        amount: { value: row.amountCents, currency: row.currency },
        reference: `${row.paymentId}-refund`,
        idempotencyKey: `deposit-refund:${pspReference}`,
      });
      const now = clock.now();
      // The provider's settlement may have arrived before this answer was written: it keeps its status.
      const status = depositRefundsDue.refundStatus;
      await db
        .update(depositRefundsDue)
        .set({
          refundStatus: sql`case when ${status} = 'due' then 'requested' else ${status} end`,
          refundReference: sql`coalesce(${depositRefundsDue.refundReference}, ${refund.pspReference})`,
          refundedAt: now,
          refundAttempts: attempts,
          refundDueAt: null,
        })
        .where(eq(depositRefundsDue.pspReference, pspReference));
      return 'requested';
    } catch (error) {
      const next = new Date(clock.now().getTime() + retryDelayMs(attempts, random, retry));
      await db
        .update(depositRefundsDue)
        .set({ refundAttempts: attempts, refundDueAt: next })
        .where(stillDue(pspReference));
      logger.warn(
        { event: 'deposit-refund-failed', orderId: row.orderId, pspReference, attempts, err: error },
        'the payment provider did not take a deposit refund: asked again later',
      );
      return 'retry later';
    }
  }

  /** The sweep's round: claims the due refunds (a lease each) and asks for them; answers how many were taken. */
  async function requestDue(): Promise<number> {
    const now = clock.now();
    const due = db
      .select({ pspReference: depositRefundsDue.pspReference })
      .from(depositRefundsDue)
      .where(and(eq(depositRefundsDue.refundStatus, 'due'), lte(depositRefundsDue.refundDueAt, now)))
      .orderBy(asc(depositRefundsDue.refundDueAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(depositRefundsDue)
      .set({ refundDueAt: new Date(now.getTime() + refundLeaseMs) })
      .where(inArray(depositRefundsDue.pspReference, due))
      .returning({ pspReference: depositRefundsDue.pspReference });
    let requested = 0;
    for (const { pspReference } of claimed) {
      if ((await request(pspReference)) === 'requested') requested += 1;
    }
    return requested;
  }

  /**
   * A REFUND notification (its originalReference is the refunded charge's): marks the refund confirmed (the
   * customer is emailed that it is complete) or failed (logged as an error: the money has not gone back and staff
   * must act), and moves the charge's attempt to refunded or refund_failed, in one transaction.
   */
  async function settle(notification: PaymentNotification): Promise<string> {
    const confirmed = notification.eventCode === 'REFUND' && notification.success;
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const [settled] = await tx
        .update(depositRefundsDue)
        .set({
          refundStatus: confirmed ? 'confirmed' : 'failed',
          refundReference: sql`coalesce(${depositRefundsDue.refundReference}, ${notification.pspReference})`,
          refundDueAt: null,
          refundSettledAt: now,
        })
        .where(
          and(
            eq(depositRefundsDue.pspReference, notification.originalReference),
            // A refund is confirmed once; REFUND_FAILED may still undo a confirmed one (the bank returned it).
            inArray(
              depositRefundsDue.refundStatus,
              confirmed ? ['due', 'requested', 'failed'] : ['due', 'requested', 'confirmed'],
            ),
          ),
        )
        .returning();
      if (!settled) return undefined;
      const [attempt] = await tx
        .select({ id: orderPayments.id, status: orderPayments.status })
        .from(orderPayments)
        .where(
          and(
            eq(orderPayments.id, settled.paymentId),
            eq(orderPayments.pspReference, notification.originalReference),
          ),
        );
      if (attempt) await moveAttempt(tx, attempt, confirmed ? 'RefundSettled' : 'RefundFailed', {}, now);
      if (confirmed) {
        const refundReference = settled.refundReference ?? settled.pspReference;
        const data = { amountCents: settled.amountCents, refundReference };
        await queueRefundNotice(tx, settled, { template: 'refund-settled', data });
      }
      return settled;
    });
    if (!row) return 'ignored: no refund awaiting settlement';
    if (confirmed) return 'deposit refund confirmed';
    logger.error(
      { event: 'deposit-refund-refused', orderId: row.orderId, pspReference: notification.originalReference },
      'the payment provider failed a deposit refund: refund it by hand',
    );
    return 'deposit refund failed';
  }

  /** Where one refund stands, as staff and the customer read it, with the provider's reference once it has one. */
  async function standingOf(pspReference: string) {
    const [row] = await db
      .select({ status: depositRefundsDue.refundStatus, reference: depositRefundsDue.refundReference })
      .from(depositRefundsDue)
      .where(eq(depositRefundsDue.pspReference, pspReference));
    return row && { status: refundStandings[row.status], reference: row.reference };
  }

  return { request, requestDue, settle, standingOf };
}

export type DepositRefunds = ReturnType<typeof depositRefunds>;
