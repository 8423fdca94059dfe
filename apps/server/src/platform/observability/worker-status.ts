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

/**
 * A worker that runs `round` every `intervalMs` on every instance (a sweep: its claims use SKIP LOCKED, so instances
 * never fight over a row). A round's failure is logged and the next round comes as usual; `stop` waits for a round
 * in progress.
 */
export function periodicWorker(
  name: string,
  intervalMs: number,
  round: () => Promise<unknown>,
  logger: { error(obj: object, msg: string): void },
): BackgroundWorker & { stop(): Promise<void> } {
  const tracker = workerStatusTracker(() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = round()
      .catch((error: unknown) => logger.error({ err: error }, `${name} failed`))
      .finally(tracker.roundDone);
  }, intervalMs);
  timer.unref();
  tracker.started();
  return {
    name,
    intervalMs,
    status: tracker.status,
    async stop() {
      tracker.stopped();
      clearInterval(timer);
      await running;
    },
  };
}
