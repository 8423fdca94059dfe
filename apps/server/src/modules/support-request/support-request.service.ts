import type { callBackRequest, ParsedBodyOf } from '@showroom/contract';
import { type CountryCode, type SupportRequestType, supportRequestFailureText } from '@showroom/domain';
import { and, eq } from 'drizzle-orm';
import { orders, supportRequests } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/app-error';
import { enqueueEmail } from '../../platform/mail';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import type { OrderService } from '../order/order.service';
import { orderNumberOf } from '../order/order-summary';
import { recordOrderEvent } from '../order-progress/record-order-event';
import { orderPageUrl } from '../order-tracker/order-page-url';

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
 * to cancel while the contract is unsigned. The request is stored for staff, logged on the order and acknowledged
 * by email, in one transaction; asking again while a request is open answers that request.
 */
export function supportRequestService(deps: {
  db: Db;
  clock: Clock;
  orders: Pick<OrderService, 'ownedOrderByIds'>;
  publicOrigin: string;
}) {
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
      return deps.db.transaction(async (tx) => {
        // Under the order's lock, so two requests at once see each other.
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
        const open = await openRequest(tx, order.id, type);
        if (open) return { requestType: type, requestedAt: open.createdAt.toISOString() };
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
        return { requestType: type, requestedAt: now.toISOString() };
      });
    },
  };
}
