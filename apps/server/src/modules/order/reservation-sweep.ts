import { type BackgroundWorker, periodicWorker } from '../../platform/observability/worker-status';
import type { OrderService } from './order.service';

/**
 * Every instance sweeps now and then: expired reservations (reads already treat a run-out hold as free, so this
 * only tidies: orders become Expired and units available), then the deposit refunds the payment provider has not
 * taken yet (asked again), even when the first half failed. Claims use SKIP LOCKED, so instances never fight over
 * the same row.
 */
export function startReservationSweep(
  service: Pick<OrderService, 'sweepExpired' | 'retryDepositRefunds'>,
  logger: { error(obj: object, msg: string): void },
  intervalMs = 30_000,
): BackgroundWorker & { stop(): Promise<void> } {
  return periodicWorker(
    'reservation-sweep',
    intervalMs,
    () =>
      service
        .sweepExpired()
        .catch((error: unknown) => logger.error({ err: error }, 'reservation sweep failed'))
        .then(() => service.retryDepositRefunds())
        .catch((error: unknown) => logger.error({ err: error }, 'deposit refund sweep failed')),
    logger,
  );
}
