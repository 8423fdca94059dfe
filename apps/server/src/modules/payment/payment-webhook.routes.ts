import type { FastifyInstance } from 'fastify';
import { verifyNotificationSignature } from '../../platform/adapters/payments/notification-hmac';
import type { PaymentGateway, PaymentNotification } from '../../platform/adapters/payments/payment-gateway';
import {
  StandardNotification,
  signatureOf,
  toPaymentNotification,
} from '../../platform/adapters/payments/standard-notification';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { markProcessed, storeNotification } from './payment-notifications.repository';

/**
 * Acts on one new, verified notification (the order module moves the order forward); answers a one-line outcome.
 * It must be idempotent and forward-only: a crash after it ran and before `processedAt` was written repeats it.
 */
export type NotificationProcessor = (notification: PaymentNotification) => Promise<string>;

export const paymentWebhookPath = '/webhooks/payments';

/**
 * POST /webhooks/payments: the provider's standard notifications (Adyen's shape; the sandbox sends the same).
 * Every item's HMAC is checked first: one bad signature refuses the whole request (401) and nothing is stored.
 * Verified items are stored (a repeat is a no-op by the unique event key) and answered `[accepted]` whatever
 * processing does, so the provider never queues later events behind a business error.
 */
export function paymentWebhookRoutes(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  processors: readonly NotificationProcessor[];
}) {
  return async (app: FastifyInstance) => {
    app.post(paymentWebhookPath, async (request, reply) => {
      const parsed = StandardNotification.safeParse(request.body);
      if (!parsed.success) {
        request.log.warn(
          { event: 'payment-webhook-malformed' },
          'payment notification refused: not the documented shape',
        );
        return reply.code(400).type('text/plain; charset=utf-8').send('Malformed notification.');
      }
      const items = parsed.data.notificationItems.map((entry) => entry.NotificationRequestItem);
      const keys = deps.gateway.notificationHmacKeys;
      const bad = items.filter(
        (item) => !keys.some((key) => verifyNotificationSignature(item, signatureOf(item), key)),
      );
      if (bad.length > 0) {
        request.log.warn(
          { event: 'payment-webhook-bad-signature', items: items.length, refused: bad.length },
          'payment notification refused: bad HMAC signature',
        );
        return reply.code(401).type('text/plain; charset=utf-8').send('Invalid signature.');
      }
      for (const item of items) {
        const notification = toPaymentNotification(item);
        const id = await storeNotification(deps.db, deps.gateway.name, notification);
        if (!id) continue;
        try {
          const outcomes = [];
          for (const process of deps.processors) outcomes.push(await process(notification));
          await markProcessed(deps.db, id, outcomes.join('; ') || 'stored', deps.clock.now());
        } catch (error) {
          request.log.error(
            { event: 'payment-webhook-processing-failed', notificationId: id, err: error },
            'payment notification stored but not processed',
          );
        }
      }
      return reply.code(200).type('text/plain; charset=utf-8').send('[accepted]');
    });
  };
}
