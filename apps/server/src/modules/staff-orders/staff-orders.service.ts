import type { advanceStaffOrder, StaffOrderDetailData, StaffOrderRowData } from '@showroom/contract';
import { staffAdvanceEvents } from '@showroom/contract';
import {
  advanceOrder,
  currentBalance,
  type Milestone,
  type OrderEvent,
  pipelineSteps,
  type ReversibleMilestone,
} from '@showroom/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { orderPayments, orderRefunds, stockUnits } from '../../db/schema';
import type { PaymentGateway } from '../../platform/adapters/payments/payment-gateway';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError, badField, notFound } from '../../platform/http/app-error';
import type { BalanceRecorder } from '../balance/balance-recorder';
import { type ConfigurationSnapshot, orderNumberOf, selectionOf } from '../order/order-summary';
import { orThrow, progressOf, recordOrderEvent } from '../order-progress/record-order-event';
import { paymentHistoryOf } from '../order-tracker/payment-history';
import { actor, recordStaffAction } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-auth';
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
export function staffOrdersService(deps: {
  db: Db;
  clock: Clock;
  repository: StaffOrdersRepository;
  gateway: PaymentGateway;
  balance: BalanceRecorder;
}) {
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
      const [payments, events, notes, emails] = await Promise.all([
        paymentHistoryOf(db, order.id),
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
          balanceCents: currentBalance(
            order.driveAwayCents,
            payments.map((p) => p.paymentAmount),
          ),
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
        payments: payments.map((p) => ({
          at: p.paymentDate.toISOString(),
          name: p.paymentName,
          amountCents: p.paymentAmount,
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
     * Cancels the order and refunds its deposit: the provider is asked first (once per order, whatever the
     * retries), and only when it accepted are the cancellation, the freed vehicle and the refund written.
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
      const [deposit] = await db
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, 'authorised')));
      let refund: { pspReference: string } | undefined;
      if (deposit?.pspReference) {
        try {
          refund = await deps.gateway.refund({
            paymentPspReference: deposit.pspReference,
            amount: { value: deposit.amountCents, currency: deposit.currency },
            reference: `${orderNumberOf(order)}-refund`,
            idempotencyKey: `refund:${order.id}`,
          });
        } catch {
          throw new AppError(
            503,
            'RefundUnavailable',
            'The payment provider did not take the refund. Nothing was changed: try again shortly.',
          );
        }
      }
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { order: updated } = orThrow(
          await recordOrderEvent(tx, order.id, event, { kind: 'staff', id: staff.id }, now),
        );
        if (order.vin) {
          await tx
            .update(stockUnits)
            .set({ status: 'available', reservationId: null, reservedUntil: null })
            .where(and(eq(stockUnits.vin, order.vin), inArray(stockUnits.status, ['reserved', 'sold'])));
        }
        if (deposit && refund) {
          await tx.insert(orderRefunds).values({
            orderId: order.id,
            paymentId: deposit.id,
            amountCents: deposit.amountCents,
            currency: deposit.currency,
            providerReference: refund.pspReference,
            requestedBy: staff.id,
            requestedAt: now,
          });
        }
        const refundedCents = refund && deposit ? deposit.amountCents : 0;
        await recordStaffAction(
          tx,
          {
            ...actor(staff),
            action: 'order-cancelled',
            entity: 'order',
            entityId: order.id,
            before: snapshot(order),
            after: {
              ...snapshot(updated),
              reason: body.reason,
              refundedCents,
              refundReference: refund?.pspReference ?? null,
            },
          },
          now,
        );
        return { status: updated.status, refundedCents, refundReference: refund?.pspReference ?? null };
      });
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

export type StaffOrdersService = ReturnType<typeof staffOrdersService>;
