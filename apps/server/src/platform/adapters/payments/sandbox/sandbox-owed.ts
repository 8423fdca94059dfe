import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { sandboxPaymentSessions, sandboxRefunds } from '../../../../db/schema';
import type { Db } from '../../../db';
import type { SignedNotificationFields } from '../notification-hmac';

export const sandboxMerchantAccount = 'ShowroomSandbox';

/** A notification the sandbox provider owes the shop's webhook, unsigned, with where its debt is kept. */
export interface OwedNotification {
  source: OwedSource;
  key: string;
  attempts: number;
  item: SignedNotificationFields & { eventDate: string };
}

/** One kind of owed notification (a session's result, a refund's settlement), kept in its own table. */
export interface OwedSource {
  /** Claims the due ones with SKIP LOCKED, pushing their due time back to `leasedUntil`. */
  claimDue(now: Date, leasedUntil: Date, limit: number): Promise<OwedNotification[]>;
  /** The webhook accepted it: nothing is owed any more. */
  sent(key: string, at: Date): Promise<void>;
  /** Not accepted: owed again from `at`. */
  retryAt(key: string, at: Date): Promise<void>;
}

type SessionRow = typeof sandboxPaymentSessions.$inferSelect;
type RefundRow = typeof sandboxRefunds.$inferSelect;

/** The AUTHORISATION notification (Adyen's shape) of a paid or refused session. */
export function sessionItem(row: SessionRow): OwedNotification['item'] {
  return {
    pspReference: row.pspReference ?? '',
    originalReference: '',
    merchantAccountCode: sandboxMerchantAccount,
    merchantReference: row.reference,
    eventCode: 'AUTHORISATION',
    // When the card was authorised or refused, however late this copy goes out.
    eventDate: (row.completedAt ?? new Date(0)).toISOString(),
    success: row.status === 'completed' ? 'true' : 'false',
    amount: { value: row.amountCents, currency: row.currency },
  };
}

/** The REFUND notification of a refund the sandbox took: it always succeeds. */
export function refundItem(row: RefundRow): OwedNotification['item'] {
  return {
    pspReference: row.pspReference,
    originalReference: row.originalReference,
    merchantAccountCode: sandboxMerchantAccount,
    merchantReference: row.reference,
    eventCode: 'REFUND',
    eventDate: row.createdAt.toISOString(),
    success: 'true',
    amount: { value: row.amountCents, currency: row.currency },
  };
}

/**
 * The notifications owed in one table (its `notify_*` columns): claimed when due with SKIP LOCKED and a lease,
 * marked sent once the webhook accepted one, put back for later otherwise.
 */
function owedIn<Row extends { notifyAttempts: number }>(
  db: Db,
  table: typeof sandboxPaymentSessions | typeof sandboxRefunds,
  key: typeof sandboxPaymentSessions.id | typeof sandboxRefunds.pspReference,
  owed: (source: OwedSource, row: Row) => OwedNotification,
): OwedSource {
  // One shape for both tables: each has the same notify columns (the casts only join the two table types).
  const t = table as typeof sandboxRefunds;
  const keyColumn = key as typeof sandboxRefunds.pspReference;
  const pending = (value: string) => and(eq(keyColumn, value), isNull(t.notifiedAt));
  const source: OwedSource = {
    async claimDue(now, leasedUntil, limit) {
      const due = db
        .select({ key: keyColumn })
        .from(t)
        .where(and(isNull(t.notifiedAt), lte(t.notifyDueAt, now)))
        .orderBy(asc(t.notifyDueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(t)
        .set({ notifyDueAt: leasedUntil, notifyAttempts: sql`${t.notifyAttempts} + 1` })
        .where(inArray(keyColumn, due))
        .returning();
      return (rows as unknown as Row[]).map((row) => owed(source, row));
    },
    async sent(value, at) {
      await db.update(t).set({ notifiedAt: at, notifyDueAt: null }).where(pending(value));
    },
    async retryAt(value, at) {
      await db.update(t).set({ notifyDueAt: at }).where(pending(value));
    },
  };
  return source;
}

/** Session results owed to the webhook (`sandbox_payment_sessions.notify_*`). */
export function sessionResults(db: Db): OwedSource {
  return owedIn(db, sandboxPaymentSessions, sandboxPaymentSessions.id, sessionOwed);
}

export function sessionOwed(source: OwedSource, row: SessionRow): OwedNotification {
  return { source, key: row.id, attempts: row.notifyAttempts, item: sessionItem(row) };
}

/** Refund settlements owed to the webhook (`sandbox_refunds.notify_*`). */
export function refundResults(db: Db): OwedSource {
  return owedIn(db, sandboxRefunds, sandboxRefunds.pspReference, refundOwed);
}

export function refundOwed(source: OwedSource, row: RefundRow): OwedNotification {
  return { source, key: row.pspReference, attempts: row.notifyAttempts, item: refundItem(row) };
}
