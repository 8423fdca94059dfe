import { type Caller, type OrderServiceDeps, orderContext, unknownOrder } from './order-context';
import { marketCustomerIds } from './order-customer.repository';
import { orderPayments } from './order-payments';
import { orderNumberOf } from './order-summary';
import { reservationService } from './reservation.service';

export type { Caller, OrderServiceDeps } from './order-context';

/**
 * Checkout (spec 001 sections 4 and 8): reservation, countdown, payment attempts and order completion. Every call
 * acts on an order of this browser or of the signed-in customer; the vehicle is held in the stock table by one
 * conditional update.
 */
export function orderService(deps: OrderServiceDeps) {
  const { db, repository } = deps;
  const context = orderContext(deps);
  const { owns, customerOf, summaryOf, isActive } = context;
  const payments = orderPayments(deps, context);
  return {
    ...reservationService(deps, context, payments),
    ...payments.calls,

    /** One order by the five ids of the order-success route; any mismatch answers like an unknown order. */
    async orderDetails(
      ids: {
        yanaCustomerID: string;
        yanaCustomerNo: string;
        yanaOrderID: string;
        yanaOrderNo: string;
        country: string;
      },
      caller: Caller,
    ) {
      const found = await repository.findOrder(db, ids.yanaOrderID);
      if (!found || orderNumberOf(found) !== ids.yanaOrderNo || found.country !== ids.country) {
        throw unknownOrder();
      }
      if (!(await owns(found, caller))) throw unknownOrder();
      const customer = await customerOf(found);
      const customerIds = marketCustomerIds(customer, found.country);
      if (
        !customerIds.yanaCustomerID ||
        customerIds.yanaCustomerID !== ids.yanaCustomerID ||
        customerIds.yanaCustomerNo !== ids.yanaCustomerNo
      ) {
        throw unknownOrder();
      }
      // A hold that ran out is expired on the spot, so the summary never shows a dead reservation as running.
      const order =
        found.status === 'CheckoutPaymentPage' && !(await isActive(found))
          ? ((await repository.findOrder(db, found.id)) ?? found)
          : found;
      return summaryOf(order, customer);
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
