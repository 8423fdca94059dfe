import type { CommunicationHistoryRow } from '@showroom/contract';
import { and, desc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { idpAccounts, outbox } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { Customer } from '../auth';

/**
 * What the shop really sent this customer, newest first (spec 002 §3 communicationHistory): the delivered outbox
 * messages about them (an order's confirmation, wherever it went) or to their own address since their account
 * existed (not mail to that address from before: an address alone proves nothing). The account begins with the
 * sign-in account the customer proved the address with, so the sign-up email (whose link proved it) is listed too
 * (audit 002 #15); with an external issuer, with the shop's first sign-in. Pending and suppressed ones are not
 * "sent".
 */
export async function communicationHistory(
  db: Db,
  customer: Pick<Customer, 'id' | 'email' | 'createdAt' | 'subject'>,
  limit?: number,
): Promise<CommunicationHistoryRow[]> {
  const [proved] = customer.subject
    ? await db
        .select({ createdAt: idpAccounts.createdAt })
        .from(idpAccounts)
        .where(
          and(
            sql`${idpAccounts.id}::text = ${customer.subject}`,
            eq(idpAccounts.email, customer.email),
            isNotNull(idpAccounts.emailVerifiedAt),
          ),
        )
    : [];
  const since = proved && proved.createdAt < customer.createdAt ? proved.createdAt : customer.createdAt;
  const query = db
    .select({ subject: outbox.subject, to: outbox.toAddress, sent: outbox.deliveredAt })
    .from(outbox)
    .where(
      and(
        inArray(outbox.status, ['sent', 'delivered_to_mailbox']),
        isNotNull(outbox.deliveredAt),
        or(
          eq(outbox.customerId, customer.id),
          and(sql`lower(${outbox.toAddress}) = ${customer.email}`, gte(outbox.createdAt, since)),
        ),
      ),
    )
    .orderBy(desc(outbox.deliveredAt), desc(outbox.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((row) => ({
    communicationDescription: row.subject,
    email: row.to,
    type: 'Email' as const,
    sent: (row.sent ?? new Date(0)).toISOString(),
  }));
}
