export type { RetryPolicy } from './backoff';
export { defaultRetryPolicy, retryDelayMs } from './backoff';
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
export { registerMail } from './register-mail';
export { smtpMailer } from './smtp-mailer';
export * from './templates';
