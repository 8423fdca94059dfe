import type { BackgroundWorker } from '../../platform/observability/worker-status';
import { workerStatusTracker } from '../../platform/observability/worker-status';
import type { OrderService } from './order.service';

/**
 * Every instance sweeps now and then: expired reservations (reads already treat a run-out hold as free, so this
 * only tidies: orders become Expired and units available), then the deposit refunds the payment provider has not
 * taken yet (asked again). Claims use SKIP LOCKED, so instances never fight over the same row. `stop` waits for a
 * sweep in progress.
 */
export function startReservationSweep(
  service: Pick<OrderService, 'sweepExpired' | 'retryDepositRefunds'>,
  logger: { error(obj: object, msg: string): void },
  intervalMs = 30_000,
): BackgroundWorker & { stop(): Promise<void> } {
  const tracker = workerStatusTracker(() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = service
      .sweepExpired()
      .catch((error: unknown) => logger.error({ err: error }, 'reservation sweep failed'))
      .then(() => service.retryDepositRefunds())
      .catch((error: unknown) => logger.error({ err: error }, 'deposit refund sweep failed'))
      .finally(tracker.roundDone);
  }, intervalMs);
  timer.unref();
  tracker.started();
  return {
    name: 'reservation-sweep',
    intervalMs,
    status: tracker.status,
    async stop() {
      tracker.stopped();
      clearInterval(timer);
      await running;
    },
  };
}
