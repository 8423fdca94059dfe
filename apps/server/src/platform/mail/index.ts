import type { Env } from '../../env';
import { type Mailer, mailboxMailer } from './mailer';
import { smtpMailer } from './smtp-mailer';

export type { RetryPolicy } from './backoff';
export { defaultRetryPolicy, retryDelayMs } from './backoff';
export { devMailboxRoutes } from './dev-mailbox.routes';
export {
  type DbExecutor,
  type EmailRequest,
  type EnqueuedEmail,
  enqueueEmail,
  withdrawPendingEmail,
} from './enqueue-email';
export { addressHash, erasedRecipient, type MailRefusal, mailRefusal } from './mail-policy';
export type { DeliveryChannel, Mailer, OutgoingEmail } from './mailer';
export { mailboxMailer } from './mailer';
export { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox-worker';
export { emailsPerAddressPerDay, isCustomersOwnEmail, underDailyMailCap } from './recipient-cap';
export { smtpMailer } from './smtp-mailer';
export * from './templates';

/** SMTP when SMTP_URL is set; otherwise the embedded mailbox. */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  return env.SMTP_URL ? smtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }) : mailboxMailer(env.MAIL_FROM);
}
