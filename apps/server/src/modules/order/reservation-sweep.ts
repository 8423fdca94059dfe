import type { BackgroundWorker } from '../../platform/observability/worker-status';
import { workerStatusTracker } from '../../platform/observability/worker-status';
import type { OrderService } from './order.service';

/**
 * Every instance sweeps expired reservations now and then (reads already treat a run-out hold as free, so the
 * sweep only tidies: orders become Expired and units available). Claims use SKIP LOCKED, so instances never
 * fight over the same order. `stop` waits for a sweep in progress (its transaction holds no lease to release).
 */
export function startReservationSweep(
  service: Pick<OrderService, 'sweepExpired'>,
  logger: { error(obj: object, msg: string): void },
  intervalMs = 30_000,
): BackgroundWorker & { stop(): Promise<void> } {
  const tracker = workerStatusTracker(() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = service
      .sweepExpired()
      .catch((error: unknown) => logger.error({ err: error }, 'reservation sweep failed'))
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
