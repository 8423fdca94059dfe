import { getOrderDetailsByYanaIds } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { OrderService } from '../order';
import { callerOf, type SignedInCustomer } from '../order';
import { orderDetailsOf } from './order-details';
import { orderFactsOf } from './order-facts.repository';

/**
 * The order after checkout (spec 002 section 7 get-order-details-by-yana-ids): the thank-you page and the order
 * page read it. The order module's ownership rule decides who may: the browser that reserved it or its signed-in
 * owner, all five ids matching; anyone else gets the 404 of an unknown order.
 */
export function orderTrackerRoutes(deps: {
  db: Db;
  clock: Clock;
  orders: Pick<OrderService, 'ownedOrderByIds'>;
  signedInCustomer: SignedInCustomer;
  financePartnerUrls: Record<CountryCode, string>;
}) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getOrderDetailsByYanaIds, async (body, request, reply) => {
      reply.header('cache-control', 'no-store');
      const { order, customer } = await deps.orders.ownedOrderByIds(
        body,
        callerOf(request, deps.signedInCustomer),
      );
      const facts = await orderFactsOf(deps.db, order, deps.clock.now());
      return orderDetailsOf(order, customer, facts, deps.financePartnerUrls);
    });
  };
}
