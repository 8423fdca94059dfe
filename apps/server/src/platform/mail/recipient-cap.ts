import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { customers, outbox } from '../../db/schema';
import type { DbExecutor } from './enqueue-email';
import type { TemplateName } from './templates';

/*
 * What keeps the shop from mailing a stranger on someone else's say-so (issue 15.3 for enquiries, issue 31 N4 for
 * test drives): words are quoted only to an address the sender proved is theirs, and one address gets at most a few
 * such emails a day, however many requests name it.
 */

/** Emails a day one address may get from the requests that name it (enquiries, test drives booked without signing in). */
export const emailsPerAddressPerDay = 5;

/** Whether `email` is the signed-in customer's own address (one they proved by signing in with it). */
export async function isCustomersOwnEmail(
  db: DbExecutor,
  customerId: string | null,
  email: string,
): Promise<boolean> {
  if (!customerId) return false;
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), sql`lower(${customers.email}) = lower(${email})`));
  return row !== undefined;
}

/**
 * Whether one more email may go to `to`: fewer than `emailsPerAddressPerDay` written to it in the last 24 hours
 * (of `templates` when given, else of any template), by the database's clock, which stamps the outbox's
 * `created_at`. It waits for any other transaction asking about the same address (a transaction-scoped advisory
 * lock), so requests sent at once cannot all find room: ask in the transaction that writes the email.
 */
export async function underDailyMailCap(
  tx: DbExecutor,
  to: string,
  templates?: readonly TemplateName[],
): Promise<boolean> {
  const address = to.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail-cap:${address}`}))`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      and(
        sql`lower(${outbox.toAddress}) = ${address}`,
        gt(outbox.createdAt, sql`now() - interval '24 hours'`),
        templates ? inArray(outbox.template, [...templates]) : undefined,
      ),
    );
  return (row?.n ?? 0) < emailsPerAddressPerDay;
}
