import type { BackgroundWorker } from '../../platform/observability/worker-status';
import { workerStatusTracker } from '../../platform/observability/worker-status';
import type { TestDriveService } from './test-drive.service';

/**
 * Every instance sweeps now and then: test drive holds nobody confirmed in time are deleted and their seats given
 * back (reads already count a run-out hold as nothing, and a booking of its slot gives it back first, so this only
 * tidies). Each hold is claimed with SKIP LOCKED, so instances never fight over one. `stop` waits for a sweep in
 * progress.
 */
export function startTestDriveHoldSweep(
  service: Pick<TestDriveService, 'sweepHolds'>,
  logger: { error(obj: object, msg: string): void },
  intervalMs = 60_000,
): BackgroundWorker & { stop(): Promise<void> } {
  const tracker = workerStatusTracker(() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = service
      .sweepHolds()
      .catch((error: unknown) => logger.error({ err: error }, 'test drive hold sweep failed'))
      .finally(tracker.roundDone);
  }, intervalMs);
  timer.unref();
  tracker.started();
  return {
    name: 'test-drive-hold-sweep',
    intervalMs,
    status: tracker.status,
    async stop() {
      tracker.stopped();
      clearInterval(timer);
      await running;
    },
  };
}
