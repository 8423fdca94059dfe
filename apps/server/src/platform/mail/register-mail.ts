import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { BackgroundWorkers } from '../workers/background-workers';
import { devMailboxRoutes } from './dev-mailbox.routes';
import { type Mailer, mailboxMailer } from './mailer';
import { createOutboxWorker } from './outbox-worker';
import { smtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise the embedded mailbox. */
function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  return env.SMTP_URL ? smtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }) : mailboxMailer(env.MAIL_FROM);
}

/**
 * The app's email: the mailer (from the settings unless one is given), the embedded dev mailbox when DEV_MAILBOX is
 * on, and the outbox worker that delivers what the modules enqueue.
 */
export async function registerMail(
  app: FastifyInstance,
  deps: { env: Env; db: Db; clock: Clock; mailer: Mailer | undefined; workers: BackgroundWorkers },
): Promise<void> {
  const { env, db, workers } = deps;
  const mailer = deps.mailer ?? createMailer(env);
  if (env.DEV_MAILBOX)
    await app.register(devMailboxRoutes({ db, from: mailer.from, token: env.DEV_MAILBOX_TOKEN }));
  const outbox = workers.enabled
    ? createOutboxWorker({ db, mailer, clock: deps.clock, logger: app.log.child({ component: 'outbox' }) })
    : undefined;
  if (outbox) {
    workers.fromReady({
      name: 'outbox',
      intervalMs: outbox.pollIntervalMs,
      status: outbox.status,
      start: () => outbox.start(),
    });
  }
  app.addHook('onClose', async () => {
    // The batch in hand finishes (bounded by the mailer's timeouts) before the mailer and then the database close.
    await outbox?.stop();
    await mailer.close();
  });
}
