import type { OrderService } from './order.service';

/**
 * Every instance sweeps expired reservations now and then (reads already treat a run-out hold as free, so the
 * sweep only tidies: orders become Expired and units available). Claims use SKIP LOCKED, so instances never
 * fight over the same order.
 */
export function startReservationSweep(
  service: Pick<OrderService, 'sweepExpired'>,
  logger: { error(obj: object, msg: string): void },
  intervalMs = 30_000,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = service
      .sweepExpired()
      .catch((error: unknown) => logger.error({ err: error }, 'reservation sweep failed'));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
