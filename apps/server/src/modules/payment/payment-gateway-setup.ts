import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env';
import { isSandbox, selectPaymentGateway } from '../../platform/adapters/payments/payment-adapters';
import type { PaymentGateway } from '../../platform/adapters/payments/payment-gateway';
import { sandboxRoutes } from '../../platform/adapters/payments/sandbox/sandbox.routes';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { BackgroundWorkers } from '../../platform/workers/background-workers';
import { paymentWebhookPath } from './payment-webhook.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payment provider chosen from the settings (the embedded sandbox or Adyen). */
    paymentGateway: PaymentGateway;
  }
}

/**
 * The card payment provider chosen from the settings (decisions/0007-payment-gateways.md). The embedded sandbox
 * serves its card form and posts its signed notifications to our own webhook through the whole HTTP pipeline, as a
 * provider would; the notifications it still owes are looked for by every instance from ready to close.
 */
export async function registerPaymentGateway(
  app: FastifyInstance,
  deps: { env: Env; db: Db; clock: Clock; workers: BackgroundWorkers },
): Promise<PaymentGateway> {
  const gateway = selectPaymentGateway(deps.env, {
    db: deps.db,
    clock: deps.clock,
    logger: app.log.child({ component: 'sandbox-payments' }),
    deliver: async (body) =>
      (await app.inject({ method: 'POST', url: paymentWebhookPath, payload: body as object })).statusCode,
  });
  app.decorate('paymentGateway', gateway);
  if (isSandbox(gateway)) {
    await app.register(sandboxRoutes({ gateway, publicOrigin: deps.env.PUBLIC_ORIGIN }));
    deps.workers.fromReady({ ...gateway.notifier, start: gateway.start });
    app.addHook('onClose', async () => gateway.stop());
  }
  return gateway;
}
