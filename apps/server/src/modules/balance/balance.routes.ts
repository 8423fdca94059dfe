import { getPaymentInfo, OrderYanaIds, paymentSummaryPath, saveRetryPayment } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { OrderService } from '../order';
import { callerOf, type SignedInCustomer } from '../order';
import { balanceSummaryOf } from './balance-summary';
import { orderPaymentSummary } from './payment-summary-pdf';
import { retryPayment } from './retry-payment';

/**
 * Paying for an order after checkout (spec 002 sections 3, 4 and 7): the balance's bank transfer details, the
 * payment summary PDF and the card retry of a refused deposit. Only the order's owner (order-context's rule) gets
 * an answer; anyone else gets the 404 of an unknown order.
 */
export function balanceRoutes(deps: {
  db: Db;
  clock: Clock;
  orders: Pick<OrderService, 'ownedOrderByIds' | 'placeOrder'>;
  signedInCustomer: SignedInCustomer;
}) {
  const retry = retryPayment(deps);
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getPaymentInfo, async (body, request, reply) => {
      reply.header('cache-control', 'no-store');
      const { order } = await deps.orders.ownedOrderByIds(body, callerOf(request, deps.signedInCustomer));
      return (await balanceSummaryOf(deps.db, order)).info;
    });

    app.withTypeProvider<ZodTypeProvider>().get(
      paymentSummaryPath,
      {
        schema: {
          summary: "The order's payment summary as a PDF (document kind PaymentSummary)",
          tags: ['Documents'],
          querystring: OrderYanaIds,
        },
      },
      async (request, reply) => {
        const { order } = await deps.orders.ownedOrderByIds(
          request.query,
          callerOf(request, deps.signedInCustomer),
        );
        const { summary, pdf } = await orderPaymentSummary(deps.db, order, deps.clock.now());
        return reply
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            `attachment; filename="payment-summary-${summary.info.YanaOrderNo}.pdf"`,
          )
          .type('application/pdf')
          .send(pdf);
      },
    );

    registerEndpoint(app, saveRetryPayment, async (body, request) =>
      retry.saveRetryPayment(body, callerOf(request, deps.signedInCustomer)),
    );
  };
}
