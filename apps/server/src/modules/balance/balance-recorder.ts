import { BalancePaymentInput } from '@showroom/contract';
import { type CountryCode, dottedDate, isPlacedStatus, timeZoneOf } from '@showroom/domain';
import { eq } from 'drizzle-orm';
import { customers, orders } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError, badField, notFound } from '../../platform/http/app-error';
import { enqueueEmail } from '../../platform/mail';
import { orderNumberOf, orderPageIds, orderPageUrl } from '../order';
import { orThrow, recordOrderEvent } from '../order-progress';
import { recordTransfer } from '../payments';

/** Today's date (YYYY-MM-DD) where the order's customer is. */
function todayIn(order: { country: string; state: string | null }, now: Date): string {
  const zone = timeZoneOf(order.country as CountryCode, order.state ?? undefined);
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
}

export interface RecordedBalancePayment {
  paymentId: string;
  /** What is still owed after this payment, in cents. */
  balanceCents: number;
  /** Whether this payment settled the balance (the order's BalanceReceived event was recorded). */
  paidInFull: boolean;
}

/**
 * Records a bank transfer towards an order's balance (spec 002 "Balance received"), for staff in the back office
 * and `npm run record-balance`: stores the payment, records `BalanceReceived` once nothing is owed (the tracker's
 * Pay Your Balance step finishes), and queues the receipt email, all in one transaction. A payment larger than
 * what is owed, or for an order not placed, is refused and writes nothing.
 */
export function balanceRecorder(deps: { db: Db; clock: Clock; publicOrigin: string }) {
  return {
    async recordBalancePayment(
      input: { orderId: string; amountCents: number; receivedOn: string; reference?: string },
      by: { staffId: string },
    ): Promise<RecordedBalancePayment> {
      const parsed = BalancePaymentInput.safeParse(input);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        throw badField(String(issue?.path[0] ?? 'input'), issue?.message ?? 'Invalid payment.');
      }
      if (!by.staffId.trim()) throw badField('staffId', 'Name the member of staff recording the payment.');
      const payment = parsed.data;
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
        if (!order) throw notFound('The order');
        if (!isPlacedStatus(order.status) || order.status === 'Delivered') {
          throw new AppError(
            409,
            'OrderNotPayable',
            `Order ${orderNumberOf(order)} is ${order.status}: it takes no balance payment.`,
          );
        }
        if (payment.receivedOn > todayIn(order, now)) {
          throw badField('receivedOn', 'The money cannot have arrived after today.');
        }
        const { id: paymentId, balanceCents } = await recordTransfer(
          tx,
          order,
          {
            amountCents: payment.amountCents,
            receivedOn: payment.receivedOn,
            reference: payment.reference ?? null,
            recordedBy: by.staffId,
          },
          now,
        );
        if (balanceCents === 0) {
          orThrow(
            await recordOrderEvent(
              tx,
              order.id,
              { type: 'BalanceReceived' },
              { kind: 'staff', id: by.staffId },
              now,
            ),
          );
        }
        const [customer] = order.customerId
          ? await tx.select().from(customers).where(eq(customers.id, order.customerId))
          : [];
        const country = order.country as CountryCode;
        const ids = orderPageIds(order, customer);
        await enqueueEmail(tx, {
          to: order.email,
          customerId: customer?.issuer ? customer.id : null,
          template: 'balance-receipt',
          dedupeKey: `balance-receipt:${paymentId}`,
          data: {
            country,
            state: order.state,
            firstName: order.firstName,
            orderNumber: orderNumberOf(order),
            amountCents: payment.amountCents,
            receivedOn: dottedDate(payment.receivedOn),
            balanceCents,
            orderUrl: orderPageUrl(deps.publicOrigin, ids, country),
          },
        });
        return { paymentId, balanceCents, paidInFull: balanceCents === 0 };
      });
    },
  };
}

export type BalanceRecorder = ReturnType<typeof balanceRecorder>;
