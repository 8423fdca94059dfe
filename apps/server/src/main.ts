import { localDate } from '@showroom/domain';
import { buildApp } from './app';
import { seed } from './db/seed';
import { readEnv } from './env';
import { offsetClock, systemClock } from './platform/clock';
import { openDatabase, runMigrations } from './platform/db';
import { stopAccepting } from './platform/http/stop-accepting';

/**
 * The server: read settings once, open and migrate the database, seed, serve, and shut down gracefully on SIGTERM
 * or SIGINT: drain (not ready, still serving, for SHUTDOWN_DRAIN_SECONDS), then stop listening (the balancer's next
 * attempt goes elsewhere), finish the requests in flight, stop the background workers (their claims handed back),
 * close the database, flush the traces. `server.ts` runs it.
 */
export async function main(options: { stopTracing?: () => Promise<void> } = {}): Promise<void> {
  const startedAt = performance.now();
  const env = readEnv();
  const { database, release: releaseLock } = await openDatabase(env);
  await runMigrations(database);
  // How long the start-up took, in its ready line: an operator's figure for probes and rolling restarts.
  const migratedMs = Math.round(performance.now() - startedAt);
  await seed(database.db, localDate(systemClock.now(), 'Australia/Sydney'));

  // A test run's movable clock (TEST_CLOCK_TOKEN, refused in production without TEST_CLOCK_IN_PRODUCTION).
  const testClock = env.TEST_CLOCK_TOKEN ? offsetClock() : undefined;
  const app = await buildApp({
    env,
    database,
    clock: testClock ?? systemClock,
    backgroundJobs: true,
    ...(testClock ? { testClock } : {}),
  });
  let closing = false;
  let endDrain = () => {};
  const shutdown = async (signal: string) => {
    if (closing) {
      // A second signal (Ctrl-C twice) cuts the drain short; the close still finishes the requests in flight.
      endDrain();
      return;
    }
    closing = true;
    const drainMs = env.SHUTDOWN_DRAIN_SECONDS * 1000;
    const timer = setTimeout(() => process.exit(1), drainMs + 10_000);
    timer.unref();
    // Not ready at once, still serving: a balancer that polls /api/ready stops sending before the port closes.
    app.beginDrain();
    app.log.info({ signal, drainSeconds: env.SHUTDOWN_DRAIN_SECONDS }, 'draining before shutdown');
    await new Promise<void>((resolve) => {
      const drained = setTimeout(resolve, drainMs);
      endDrain = () => {
        clearTimeout(drained);
        resolve();
      };
    });
    app.log.info({ signal }, 'shutting down');
    try {
      await stopAccepting(app.server, 2_000);
      await app.close();
      await database.close();
      await options.stopTracing?.();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    { database: database.kind, migratedMs, startupMs: Math.round(performance.now() - startedAt) },
    `Showroom is ready at ${env.PUBLIC_ORIGIN} (database: ${database.kind})`,
  );
  if (testClock) app.log.warn('TEST_CLOCK_TOKEN is set: POST /__test/clock can move this server’s clock.');
  if (env.TEST_FAULT) app.log.warn(`TEST_FAULT is set: this server dies on purpose at ${env.TEST_FAULT}.`);
  if (!env.SMTP_URL) {
    app.log.warn('SMTP_URL is not set: emails stay in the outbox and are not sent to anyone.');
  }
  if (env.DEV_MAILBOX) {
    // The operator's key: printed here only, and the mailbox answers it only from this machine.
    app.log.info(
      `Emails the shop writes (open on this machine): ${env.PUBLIC_ORIGIN}/__dev/mailbox?token=${env.DEV_MAILBOX_TOKEN}`,
    );
  }
}
