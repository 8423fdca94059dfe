import { getOrdersByCustomerId, getOrdersByEmail } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { Auth } from '../auth';
import { listOrdersOfCustomer } from './my-orders.repository';

/**
 * My Orders (spec 002 section 7): the signed-in customer's orders, asked for by the session's own customer ids
 * (null for a market it has none in) or its own email; anyone else's answer like an unknown customer's, a 404.
 */
export function myOrdersRoutes(deps: { db: Db; auth: Auth }) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getOrdersByCustomerId, async (body, request, reply) => {
      reply.header('cache-control', 'no-store');
      const { customer } = await deps.auth.currentSession(request);
      const own = (sent: string | null | undefined, mine: string | null) => !sent || sent === mine;
      const matches =
        own(body.customerID, customer.auCustomerId) &&
        own(body.customerNo, customer.auCustomerNo) &&
        own(body.nzCustomerID, customer.nzCustomerId) &&
        own(body.nzCustomerNo, customer.nzCustomerNo);
      if (!matches) throw notFound('The customer');
      return listOrdersOfCustomer(deps.db, customer);
    });

    registerEndpoint(app, getOrdersByEmail, async (body, request, reply) => {
      reply.header('cache-control', 'no-store');
      const { customer } = await deps.auth.currentSession(request);
      if (body.email.toLowerCase() !== customer.email.toLowerCase()) throw notFound('The customer');
      return listOrdersOfCustomer(deps.db, customer);
    });
  };
}
