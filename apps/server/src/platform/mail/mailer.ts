import type { EmailAttachment } from '../../db/schema';

/** One message as the worker hands it to a mailer. */
export interface OutgoingEmail {
  /** The outbox id: also the Message-ID's local part, so a resend after a lost reply is recognisable. */
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
}

/** Where a delivered message went; stored as the outbox row's status. */
export type DeliveryChannel = 'sent' | 'delivered_to_mailbox';

/**
 * Delivers rendered emails (ARCHITECTURE.md section 1: one interface per outside service). `deliver` resolves
 * when the message is accepted and rejects with an error whose message holds no credentials.
 */
export interface Mailer {
  readonly channel: DeliveryChannel;
  /** What the dev mailbox shows as the sender. */
  readonly from: string;
  deliver(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded default: no SMTP server, so a message is "delivered" by staying in the outbox, where the dev
 * mailbox page (GET /__dev/mailbox) shows it.
 */
export function mailboxMailer(from: string): Mailer {
  return {
    channel: 'delivered_to_mailbox',
    from,
    deliver: async () => {},
    close: async () => {},
  };
}
