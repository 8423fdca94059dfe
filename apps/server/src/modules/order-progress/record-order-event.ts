import {
  advanceOrder,
  type Milestone,
  type OrderActor,
  type OrderEvent,
  type OrderProgress,
  type OrderRefusal,
} from '@showroom/domain';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import { appendOrderEvent } from './order-events.repository';

type OrderRow = typeof orders.$inferSelect;

/** Who caused an event: the machine's actor, and which customer or member of staff when known. */
export interface EventActor {
  kind: OrderActor;
  id?: string | null;
}

export type Recorded =
  | { ok: true; order: OrderRow; reached: Milestone | null; removed: readonly Milestone[] }
  | { ok: false; refusal: OrderRefusal; message: string };

/** What the state machine reads of an order row. */
export function progressOf(order: OrderRow): OrderProgress {
  return {
    status: order.status,
    milestones: order.milestones,
    paymentOption: order.paymentOption,
    deliveryOption: order.deliveryOption,
  };
}

const closing = new Set<OrderRow['status']>(['Expired', 'RefundDue', 'Cancelled']);

/**
 * THE way an order changes (docs/order-pipelines.md): locks the order, asks the domain's state machine whether the
 * event may happen and what it leads to, writes the new status and milestones, and appends the event to the order's
 * log with its time, actor and detail — all in the caller's transaction, so whatever else the caller writes (a
 * payment, a signed contract, a booked slot) commits with it or not at all. A refused event writes nothing and
 * answers why; callers decide whether that is the client's 409 (`orThrow`) or a race to ignore.
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   await saveSchedule(tx, …);
 *   orThrow(await recordOrderEvent(tx, order.id, { type: 'DeliveryScheduled', date, time },
 *     { kind: 'customer', id: customer.id }, clock.now()));
 * });
 * ```
 */
export async function recordOrderEvent(
  tx: DbExecutor,
  orderId: string,
  event: OrderEvent,
  actor: EventActor,
  at: Date,
): Promise<Recorded> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('The order');
  const advance = advanceOrder(progressOf(order), event, actor.kind, at);
  if (!advance.ok) return advance;
  const { status, milestones } = advance.progress;
  const [updated] = await tx
    .update(orders)
    .set({
      status,
      milestones,
      ...(status === 'Ordered' && !order.orderedAt ? { orderedAt: at } : {}),
      ...(closing.has(status) && status !== order.status ? { closedAt: at } : {}),
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!updated) throw notFound('The order');
  const { type, ...detail } = event;
  await appendOrderEvent(tx, {
    orderId,
    event: type,
    actor: actor.kind,
    actorId: actor.id ?? null,
    statusFrom: order.status,
    statusTo: status,
    milestone: advance.reached,
    detail: advance.removed.length ? { ...detail, removed: advance.removed } : detail,
    occurredAt: at,
  });
  return { ok: true, order: updated, reached: advance.reached, removed: advance.removed };
}

/** A refused event as the client's answer: 409 with the refusal as the error code and the machine's message. */
export function orThrow(recorded: Recorded): Extract<Recorded, { ok: true }> {
  if (!recorded.ok) throw new AppError(409, recorded.refusal, recorded.message);
  return recorded;
}
