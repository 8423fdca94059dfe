import {
  type CountryCode,
  currentStep,
  customerActionButtons,
  pipelineSteps,
  type TrackerButton,
} from '@showroom/domain';
import { eq, inArray } from 'drizzle-orm';
import { customers, orders, outbox } from '../../db/schema';
import type { Db } from '../../platform/db';
import { type ActionStep, enqueueEmail } from '../../platform/mail';
import { type BackgroundWorker, periodicWorker } from '../../platform/observability/worker-status';
import { orderPageIds, orderPageUrl } from '../order';
import { progressOf } from '../order-progress';

/** Orders a customer may still have to act on: placed and not yet handed over. */
const openStatuses = ['Ordered', 'Ordered Confirmed', 'Preparing To Ship'] as const;

/** The buttons whose step is emailed here (a refused deposit has its own email, sent as it is refused). */
const emailed = (button: TrackerButton | null): button is ActionStep =>
  button !== null && button !== 'RetryPayment' && customerActionButtons.includes(button);

/** Names the email of one step of one order: the outbox writes each key once, whichever instance sends it. */
const keyOf = (orderId: string, stepNumber: number, button: ActionStep) =>
  `action-needed:${orderId}:${stepNumber}:${button}`;

/**
 * One email per tracker step that waits for the customer (issue 36): provide details, apply for finance, sign the
 * contract, schedule the handover, pay the balance; with a link that opens that step on the order's page. A service
 * message: sent whatever the marketing preferences (mail-policy.ts), never to an erased address.
 */
export function actionEmails(deps: { db: Db; publicOrigin: string }) {
  const { db } = deps;
  return {
    /** Queues the emails of every open order whose current step waits for the customer; answers how many. */
    async sendDue(): Promise<number> {
      const open = await db
        .select()
        .from(orders)
        .where(inArray(orders.status, [...openStatuses]));
      const due = open.flatMap((order) => {
        const step = currentStep(pipelineSteps(progressOf(order)));
        const button = step?.buttonID ?? null;
        return step && emailed(button)
          ? [{ order, step, button, key: keyOf(order.id, step.pipelineBarStepNumber, button) }]
          : [];
      });
      if (due.length === 0) return 0;
      const sent = await db
        .select({ key: outbox.dedupeKey })
        .from(outbox)
        .where(
          inArray(
            outbox.dedupeKey,
            due.map((d) => d.key),
          ),
        );
      const already = new Set(sent.map((row) => row.key));
      let queued = 0;
      for (const { order, step, button, key } of due) {
        if (already.has(key)) continue;
        const [customer] = order.customerId
          ? await db.select().from(customers).where(eq(customers.id, order.customerId))
          : [];
        const country = order.country as CountryCode;
        const ids = orderPageIds(order, customer);
        const result = await enqueueEmail(db, {
          to: order.email,
          customerId: customer?.issuer ? customer.id : null,
          template: 'action-needed',
          dedupeKey: key,
          data: {
            country,
            state: order.state,
            firstName: order.firstName,
            orderNumber: ids.yanaOrderNo,
            step: button,
            stepName: step.pipelineName,
            stepText: step.pipelineDesc,
            stepUrl: orderPageUrl(deps.publicOrigin, ids, country, button),
          },
        });
        if (result.created) queued += 1;
      }
      return queued;
    },
  };
}

export type ActionEmails = ReturnType<typeof actionEmails>;

/** Every instance looks every 30 s; the dedupe key sends each step's email once. */
export function startActionEmails(
  service: Pick<ActionEmails, 'sendDue'>,
  logger: { error(obj: object, msg: string): void },
  intervalMs = 30_000,
): BackgroundWorker & { stop(): Promise<void> } {
  return periodicWorker('action-emails', intervalMs, () => service.sendDue(), logger);
}
