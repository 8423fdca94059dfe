import { type BackgroundWorker, periodicWorker } from '../../platform/observability/worker-status';
import type { TestDriveService } from './test-drive.service';

/**
 * Every instance sweeps now and then: test drive holds nobody confirmed in time are deleted and their seats given
 * back (reads already count a run-out hold as nothing, and a booking of its slot gives it back first, so this only
 * tidies). Each hold is claimed with SKIP LOCKED, so instances never fight over one.
 */
export function startTestDriveHoldSweep(
  service: Pick<TestDriveService, 'sweepHolds'>,
  logger: { error(obj: object, msg: string): void },
  intervalMs = 60_000,
): BackgroundWorker & { stop(): Promise<void> } {
  return periodicWorker('test-drive-hold-sweep', intervalMs, () => service.sweepHolds(), logger);
}
