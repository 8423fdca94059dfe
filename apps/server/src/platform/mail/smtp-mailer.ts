import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';
import { describeSendError, secretsOfUrl } from './send-error';

/** Bounded waits (ASVS 13.1.3): a hung SMTP server must not hold a claimed message past its lease. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The domain of the From address, for Message-IDs: `<outbox-id@domain>`. */
function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

/**
 * Sends through the SMTP server of `SMTP_URL` with nodemailer (smtp:// upgrades with STARTTLS when offered,
 * smtps:// is TLS from the start; user and password go in the URL). One connection per message: the volume is
 * small and a restarted server leaves no stale pooled connection behind.
 */
export function smtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({ url: options.url, ...timeouts });
  const secrets = secretsOfUrl(options.url);
  const domain = domainOf(options.from);
  return {
    channel: 'sent',
    from: options.from,
    async deliver(email) {
      try {
        await transport.sendMail({
          from: options.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          attachments: email.attachments.map((file) => ({
            filename: file.filename,
            content: file.content,
            contentType: file.contentType,
          })),
          messageId: `<${email.id}@${domain}>`,
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
      } catch (error) {
        throw new Error(describeSendError(error, secrets));
      }
    },
    close: async () => {
      transport.close();
    },
  };
}
