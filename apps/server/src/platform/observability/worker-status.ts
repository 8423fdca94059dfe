/** What readiness and the metrics know of a background worker. */
export interface WorkerStatus {
  /** Started and not stopped. */
  running: boolean;
  /** When its last round (a poll, a sweep) finished, failed or not; before the first, when it started. */
  lastRoundAt: Date | undefined;
}

/** A background worker as /api/ready and /metrics see it. */
export interface BackgroundWorker {
  readonly name: string;
  /** The time between two rounds: a round older than a few of these means the worker lags. */
  readonly intervalMs: number;
  status(): WorkerStatus;
}

/** The running flag and last round of one worker: each worker keeps one and answers `status()` from it. */
export function workerStatusTracker(now: () => Date) {
  const status: WorkerStatus = { running: false, lastRoundAt: undefined };
  return {
    started() {
      status.running = true;
      status.lastRoundAt ??= now();
    },
    stopped() {
      status.running = false;
    },
    roundDone() {
      status.lastRoundAt = now();
    },
    status: (): WorkerStatus => ({ ...status }),
  };
}
