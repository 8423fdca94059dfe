import type { FastifyInstance } from 'fastify';
import type { BackgroundWorker } from '../observability/worker-status';

/**
 * The background workers of this instance, from ready until close: listed for /api/ready and /metrics as they are
 * made. `enabled` is AppDeps.backgroundJobs (server.ts turns it on; tests leave it off and drive a worker
 * themselves): off, nothing starts.
 */
export function backgroundWorkers(app: FastifyInstance, enabled: boolean) {
  const workers: BackgroundWorker[] = [];
  return {
    enabled,
    list: (): BackgroundWorker[] => workers,
    /** A worker that polls from the moment the server is ready (the outbox, the sandbox's notifications). */
    fromReady(worker: BackgroundWorker & { start(): void }) {
      if (!enabled) return;
      workers.push(worker);
      app.addHook('onReady', async () => worker.start());
    },
    /** A sweep, running from the moment it is made (order reservations, test-drive holds) and stopped at close. */
    sweep(start: () => BackgroundWorker & { stop(): Promise<void> }) {
      if (!enabled) return;
      const worker = start();
      workers.push(worker);
      app.addHook('onClose', worker.stop);
    },
  };
}

export type BackgroundWorkers = ReturnType<typeof backgroundWorkers>;
