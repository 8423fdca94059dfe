import { createHash } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { customers, emailSuppressions } from '../../db/schema';
import type { DbExecutor } from './enqueue-email';
import { type TemplateName, templateAudiences } from './templates';

/** Why the outbox will not send a message: the address's owner was erased, or did not agree to this marketing. */
export type MailRefusal = 'recipient-erased' | 'no-marketing-consent';

/** The key of an address in `email_suppressions`: SHA-256 (hex) of the trimmed, lower-cased address. */
export function addressHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}

/**
 * What an outbox row to an erased customer keeps: its template, subject (no personal data), status and times; the
 * address and the body are gone.
 */
export const erasedRecipient = { toAddress: 'erased@erased.invalid', html: '', text: '' } as const;

/** A signed-up, not erased customer of this address (what can lift a suppression, and what holds consent). */
const liveCustomerOf = (address: string) =>
  and(
    eq(customers.email, address.trim().toLowerCase()),
    isNotNull(customers.issuer),
    isNull(customers.erasedAt),
  );

/**
 * The sign-in pages' own emails (the link that proves an address, a password reset) go to an erased address too:
 * signing up afresh with it needs them, and they say nothing of the erased customer.
 */
const signInPageEmails: readonly string[] = ['account-sign-up', 'password-reset'];

/**
 * Whether a message may go to `to`: refused when a customer of that address was erased (unless someone signed up
 * with it again since: a new relationship they started), and, for a marketing template, unless a customer of that
 * address switched the template's flag on. Asked by `enqueueEmail` before writing and by the worker before sending.
 */
export async function mailRefusal(
  db: DbExecutor,
  to: string,
  template: TemplateName | string,
): Promise<MailRefusal | undefined> {
  if (signInPageEmails.includes(template)) return undefined;
  const [suppressed] = await db
    .select({ at: emailSuppressions.createdAt })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.addressHash, addressHash(to)));
  if (suppressed) {
    const [since] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(liveCustomerOf(to), gt(customers.createdAt, suppressed.at)))
      .limit(1);
    if (!since) return 'recipient-erased';
  }
  const audience = templateAudiences[template as TemplateName] ?? 'transactional';
  if (audience === 'transactional') return undefined;
  const [consenting] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(liveCustomerOf(to), eq(customers[audience], true)))
    .limit(1);
  return consenting ? undefined : 'no-marketing-consent';
}
