import type { advanceStaffOrder, StaffOrderDetailData, StaffOrderRowData } from '@showroom/contract';
import { staffAdvanceEvents } from '@showroom/contract';
import {
  advanceOrder,
  type Milestone,
  type OrderEvent,
  pipelineSteps,
  type ReversibleMilestone,
} from '@showroom/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError, badField, notFound } from '../../platform/http/app-error';
import type { BalanceRecorder } from '../balance';
import { type ConfigurationSnapshot, orderNumberOf, selectionOf } from '../order';
import { orThrow, progressOf, recordOrderEvent } from '../order-progress';
import { type DepositRefunds, ledgerOf, settleCancellation } from '../payments';
import type { StaffMember } from '../staff';
import { actor, recordStaffAction } from '../staff';
import type { OrderRow, StaffOrdersRepository } from './staff-orders.repository';

type AdvanceBody = z.output<(typeof advanceStaffOrder)['body']>;

export function staffOrderRow(order: OrderRow): StaffOrderRowData {
  return {
    id: order.id,
    orderNo: orderNumberOf(order),
    status: order.status,
    country: order.country,
    customerName: `${order.firstName} ${order.lastName}`.trim(),
    email: order.email,
    vin: order.vin,
    driveAwayCents: order.driveAwayCents,
    createdAt: order.createdAt.toISOString(),
  };
}

/** The event a staff advance records (a handover date and time for a scheduled delivery). */
function advanceEvent(body: Pick<AdvanceBody, 'event' | 'date' | 'time'>): OrderEvent {
  return body.event === 'DeliveryScheduled'
    ? { type: 'DeliveryScheduled', date: body.date ?? '', time: body.time ?? '' }
    : { type: body.event };
}

function selectionText(order: OrderRow): string {
  const s = selectionOf(order.configuration as ConfigurationSnapshot);
  return [s.variantName, s.exteriorName, s.interiorName].filter(Boolean).join(' · ');
}

const snapshot = (order: OrderRow) => ({ status: order.status, milestones: order.milestones });
const reversibleMilestone = (m: string): m is ReversibleMilestone =>
  m !== 'depositAuthorised' && m !== 'cancelled';

/**
 * What staff do to an order: read it whole, move it on or back a step, add notes, cancel it with a refund of the
 * deposit, record a bank transfer. Every change goes through `recordOrderEvent` and the audit log, in one
 * transaction.
 */
export interface StaffOrdersDeps {
  db: Db;
  clock: Clock;
  repository: StaffOrdersRepository;
  refunds: Pick<DepositRefunds, 'request' | 'standingOf'>;
  balance: BalanceRecorder;
}

export function staffOrdersService(deps: StaffOrdersDeps) {
  const { db, clock, repository } = deps;

  async function orderOrThrow(orderId: string) {
    const order = await repository.find(orderId);
    if (!order || order.status === 'NoActivity') throw notFound('The order');
    return order;
  }

  const allowed = (order: OrderRow, event: OrderEvent) =>
    advanceOrder(progressOf(order), event, 'staff', clock.now()).ok;

  /** Records one staff event on the order with its audit entry; answers the new status. */
  async function change(
    order: OrderRow,
    event: OrderEvent,
    staff: StaffMember,
    action: string,
    reason: string,
  ) {
    return db.transaction(async (tx) => {
      const { order: updated } = orThrow(
        await recordOrderEvent(tx, order.id, event, { kind: 'staff', id: staff.id }, clock.now()),
      );
      await recordStaffAction(
        tx,
        {
          ...actor(staff),
          action,
          entity: 'order',
          entityId: order.id,
          before: snapshot(order),
          after: { ...snapshot(updated), event, reason },
        },
        clock.now(),
      );
      return { status: updated.status };
    });
  }

  return {
    async detail(orderId: string): Promise<StaffOrderDetailData> {
      const order = await orderOrThrow(orderId);
      const [ledger, events, notes, emails] = await Promise.all([
        ledgerOf(db, order),
        repository.events(order.id),
        repository.notes(order.id),
        repository.emails(order),
      ]);
      const reached = Object.keys(order.milestones) as Milestone[];
      return {
        order: {
          ...staffOrderRow(order),
          paymentOption: order.paymentOption,
          deliveryOption: order.deliveryOption,
          mobile: order.mobile,
          selection: selectionText(order),
          depositCents: order.depositCents,
          balanceCents: ledger.balanceCents,
        },
        steps: pipelineSteps(progressOf(order)).map((step) => ({
          name: step.pipelineName,
          status: step.pipelineBarStepStatus,
          completedAt: step.completeDate,
        })),
        advanceable: staffAdvanceEvents.filter((type) =>
          allowed(order, advanceEvent({ event: type, date: '2000-01-01', time: '10:00' })),
        ),
        reversible: reached.filter(
          (m) =>
            reversibleMilestone(m) && allowed(order, { type: 'StepRolledBack', milestone: m, reason: '-' }),
        ),
        cancellable: allowed(order, { type: 'OrderCancelled', reason: '-' }),
        payments: ledger.entries.map((entry) => ({
          at: entry.paymentDate.toISOString(),
          name:
            entry.kind === 'refund'
              ? `${entry.paymentName} (${entry.status.toLowerCase()})`
              : entry.paymentName,
          amountCents: entry.paymentAmount,
        })),
        events: events.map((e) => ({
          at: e.occurredAt.toISOString(),
          event: e.event,
          actor: e.actor,
          from: e.statusFrom,
          to: e.statusTo,
          detail: e.detail,
        })),
        notes: notes.map((n) => ({ at: n.createdAt.toISOString(), staffEmail: n.staffEmail, text: n.text })),
        emails: emails.map((m) => ({
          at: m.createdAt.toISOString(),
          subject: m.subject,
          template: m.template,
          status: m.status,
        })),
      };
    },

    async advance(body: AdvanceBody, staff: StaffMember) {
      const order = await orderOrThrow(body.orderId);
      return change(order, advanceEvent(body), staff, 'order-advanced', body.reason);
    },

    async rollBack(body: { orderId: string; milestone: string; reason: string }, staff: StaffMember) {
      const order = await orderOrThrow(body.orderId);
      if (!reversibleMilestone(body.milestone) || !(body.milestone in order.milestones)) {
        throw badField('milestone', 'Choose a finished step of this order to undo.');
      }
      const event: OrderEvent = { type: 'StepRolledBack', milestone: body.milestone, reason: body.reason };
      return change(order, event, staff, 'order-step-rolled-back', body.reason);
    },

    async addNote(body: { orderId: string; text: string }, staff: StaffMember) {
      const order = await orderOrThrow(body.orderId);
      const at = clock.now();
      await db.transaction(async (tx) => {
        await repository.addNote(tx, {
          orderId: order.id,
          staffId: staff.id,
          staffEmail: staff.email,
          text: body.text,
          createdAt: at,
        });
        await recordStaffAction(
          tx,
          {
            ...actor(staff),
            action: 'order-note-added',
            entity: 'order',
            entityId: order.id,
            before: null,
            after: { text: body.text },
          },
          at,
        );
      });
      return { at: at.toISOString() };
    },

    /**
     * Cancels the order and refunds its deposit, in one transaction: the order's event, its vehicle back on sale
     * (only the unit this order holds, through the stock machine), the deposit flagged for refund with the
     * customer's cancellation email. The provider is asked once the transaction has committed; while it does not
     * take the refund, the background sweep asks again (payments/refunds.ts), and its REFUND notification settles it.
     */
    async cancel(body: { orderId: string; reason: string }, staff: StaffMember) {
      const order = await orderOrThrow(body.orderId);
      const event: OrderEvent = { type: 'OrderCancelled', reason: body.reason };
      if (!allowed(order, event)) {
        throw new AppError(
          409,
          'OrderNotCancellable',
          `Order ${orderNumberOf(order)} is ${order.status}: it cannot be cancelled.`,
        );
      }
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const { order: updated } = orThrow(
          await recordOrderEvent(tx, order.id, event, { kind: 'staff', id: staff.id }, now),
        );
        const refund = await settleCancellation(tx, order, 'OrderCancelled', now);
        const refundedCents = refund?.amountCents ?? 0;
        await recordStaffAction(
          tx,
          {
            ...actor(staff),
            action: 'order-cancelled',
            entity: 'order',
            entityId: order.id,
            before: snapshot(order),
            after: { ...snapshot(updated), reason: body.reason, refundedCents },
          },
          now,
        );
        return { status: updated.status, refundedCents, refund };
      });
      if (result.refund) await deps.refunds.request(result.refund.pspReference);
      const standing = result.refund ? await deps.refunds.standingOf(result.refund.pspReference) : undefined;
      return {
        status: result.status,
        refundedCents: result.refundedCents,
        refundReference: standing?.reference ?? null,
        refundStatus: standing?.status ?? null,
      };
    },

    /** A bank transfer against the balance (the balance module's recorder), then its audit entry. */
    async recordBankPayment(
      body: {
        orderId: string;
        amountCents: number;
        receivedOn: string;
        reference?: string | null | undefined;
      },
      staff: StaffMember,
    ) {
      const order = await orderOrThrow(body.orderId);
      const recorded = await deps.balance.recordBalancePayment(
        {
          orderId: order.id,
          amountCents: body.amountCents,
          receivedOn: body.receivedOn,
          ...(body.reference ? { reference: body.reference } : {}),
        },
        { staffId: staff.id },
      );
      const after = await orderOrThrow(order.id);
      await recordStaffAction(
        db,
        {
          ...actor(staff),
          action: 'order-bank-payment-recorded',
          entity: 'order',
          entityId: order.id,
          before: snapshot(order),
          after: { ...snapshot(after), ...body, balanceCents: recorded.balanceCents },
        },
        clock.now(),
      );
      return { balanceCents: recorded.balanceCents, paidInFull: recorded.paidInFull };
    },
  };
}
