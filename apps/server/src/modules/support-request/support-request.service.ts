import type { callBackRequest, ParsedBodyOf } from '@showroom/contract';
import {
  type CountryCode,
  inCoolingOff,
  type SupportRequestType,
  supportRequestFailureText,
} from '@showroom/domain';
import { and, eq } from 'drizzle-orm';
import { orders, supportRequests } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/app-error';
import { enqueueEmail } from '../../platform/mail';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import type { OrderRow, OrderService } from '../order';
import { orderNumberOf, orderPageUrl } from '../order';
import { recordOrderEvent } from '../order-progress';
import { type DepositRefunds, settleCancellation } from '../payments';
import { coolingOffDaysOf } from './cooling-off-setting';

type SupportRequestBody = ParsedBodyOf<typeof callBackRequest>;

async function openRequest(tx: DbExecutor, orderId: string, type: SupportRequestType) {
  const [row] = await tx
    .select()
    .from(supportRequests)
    .where(
      and(
        eq(supportRequests.orderId, orderId),
        eq(supportRequests.requestType, type),
        eq(supportRequests.status, 'open'),
      ),
    );
  return row;
}

/**
 * The Support menu's requests (spec 002 sections 4 and 7): the signed-in owner of an order asks for a call-back, or
 * to cancel. Before the contract is signed, a cancellation is a request staff confirm by phone: stored for staff,
 * logged on the order and acknowledged by email, in one transaction; asking again while a request is open answers
 * that request. Once signed, within the market's cooling-off days (decisions/0031-cooling-off.md) it cancels the
 * order at once and refunds the deposit; after them the machine refuses it (ContractSigned).
 */
export function supportRequestService(deps: {
  db: Db;
  clock: Clock;
  orders: Pick<OrderService, 'ownedOrderByIds'>;
  refunds: Pick<DepositRefunds, 'request'>;
  publicOrigin: string;
}) {
  /** The cancellation of a signed order in its cooling-off days, or undefined when they have passed. */
  async function cancelInCoolingOff(order: OrderRow, customerId: string) {
    const signedAt = order.milestones.contractSigned;
    if (!signedAt) return undefined;
    const country = order.country as CountryCode;
    const now = deps.clock.now();
    const cancelled = await deps.db.transaction(async (tx) => {
      const days = await coolingOffDaysOf(tx, country);
      if (!inCoolingOff(country, order.state, new Date(signedAt), days, now)) return undefined;
      const event = { type: 'CoolingOffCancelled' } as const;
      const recorded = await recordOrderEvent(tx, order.id, event, { kind: 'customer', id: customerId }, now);
      if (!recorded.ok) return undefined;
      await tx
        .insert(supportRequests)
        .values({ orderId: order.id, customerId, requestType: 'cancel', status: 'done', createdAt: now });
      return { deposit: await settleCancellation(tx, order, 'CoolingOff', now) };
    });
    if (!cancelled) return undefined;
    if (cancelled.deposit) await deps.refunds.request(cancelled.deposit.pspReference);
    return { requestType: 'cancel' as const, requestedAt: now.toISOString(), cancelled: true };
  }

  return {
    async request(body: SupportRequestBody, customerId: string) {
      const ids = {
        yanaCustomerID: body.YanaCustomerID,
        yanaCustomerNo: body.YanaCustomerNo,
        yanaOrderID: body.YanaOrderID,
        yanaOrderNo: body.YanaOrderNo,
        country: body.Country,
      };
      // Signed-in owner only: a browser's reservation cookie does not make it the order's owner here.
      const { order } = await deps.orders.ownedOrderByIds(ids, {
        tokenHash: undefined,
        customerId: async () => customerId,
      });
      const type = body.RequestType;
      if (type === 'cancel') {
        const cancelled = await cancelInCoolingOff(order, customerId);
        if (cancelled) return cancelled;
      }
      return deps.db.transaction(async (tx) => {
        // Under the order's lock, so two requests at once see each other.
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
        const open = await openRequest(tx, order.id, type);
        if (open) return { requestType: type, requestedAt: open.createdAt.toISOString(), cancelled: false };
        const now = deps.clock.now();
        const event = type === 'cancel' ? 'CancellationRequested' : 'CallBackRequested';
        const recorded = await recordOrderEvent(
          tx,
          order.id,
          { type: event },
          { kind: 'customer', id: customerId },
          now,
        );
        if (!recorded.ok) {
          throw new AppError(409, recorded.refusal, supportRequestFailureText(order.country as CountryCode), [
            { field: 'RequestType', message: recorded.message },
          ]);
        }
        const [row] = await tx
          .insert(supportRequests)
          .values({ orderId: order.id, customerId, requestType: type, createdAt: now })
          .returning();
        await enqueueEmail(tx, {
          to: order.email,
          template: 'support-request',
          dedupeKey: `support-request:${row?.id}`,
          data: {
            country: order.country as CountryCode,
            state: order.state,
            firstName: order.firstName,
            orderNumber: orderNumberOf(order),
            requestType: type,
            orderUrl: orderPageUrl(deps.publicOrigin, ids, order.country as CountryCode),
          },
        });
        return { requestType: type, requestedAt: now.toISOString(), cancelled: false };
      });
    },
  };
}
