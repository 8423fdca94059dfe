import { orderRepository } from './order.repository';
import { type OrderServiceDeps, orderContext } from './order-context';
import { orderCustomerRepository } from './order-customer.repository';
import { orderPayments } from './order-payments';
import { reservationService } from './reservation.service';

export type { Caller, OrderIds, OrderServiceDeps } from './order-context';

/**
 * Checkout (spec 001 sections 4 and 8): reservation, countdown, payment attempts and order completion. Every call
 * acts on an order of this browser or of the signed-in customer; the vehicle is held in the stock table by one
 * conditional update.
 */
export function orderService(given: Omit<OrderServiceDeps, 'repository' | 'customers'>) {
  const deps = { ...given, repository: orderRepository(given.db), customers: orderCustomerRepository() };
  const context = orderContext(deps);
  const payments = orderPayments(deps, context);
  return {
    ...reservationService(deps, context, payments),
    ...payments.calls,

    /** The sweep's retry of deposit refunds the provider has not taken yet (deposit-refunds.ts). */
    retryDepositRefunds: () => deps.refunds.requestDue(),

    /** Whether the shop issued this browser token: one it did not is never used (reservation-cookie.ts). */
    browserTokenIssued: deps.repository.browserTokenIssued,

    /** The ownership rule of every order call, for the modules that serve an order after checkout. */
    ownedOrderByIds: context.ownedOrderByIds,
  };
}

export type OrderService = ReturnType<typeof orderService>;
