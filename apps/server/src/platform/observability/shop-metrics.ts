import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db';
import type { BackgroundWorker } from './worker-status';

type Rows<T> = { rows: T[] };

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/**
 * The shop's own figures, read from the database at each scrape, so every instance reports the whole shop (use
 * `max` across instances, not `sum`): reservations (orders) and card payments by status, vehicles held now, the
 * outbox's depth and the age of its oldest waiting message, and the payment notifications still owed. Plus this
 * instance's worker lag: the time since each background worker last finished a round.
 */
export function shopMetrics(
  registry: Registry,
  deps: { db: Db; workers: () => readonly BackgroundWorker[] },
) {
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const reservations = gauge(
    'showroom_reservations',
    'Reservations (orders) by status: CheckoutPaymentPage (holding), Ordered, Expired, RefundDue.',
    ['status'],
  );
  const holds = gauge('showroom_vehicles_held', 'Vehicles held by a reservation whose time has not run out.');
  const payments = gauge(
    'showroom_payments',
    'Card payment attempts by status (the payment-attempt machine: created, pending, authorised, refused, expired, refund_due, refunded, refund_failed).',
    ['result'],
  );
  const outboxDepth = gauge('showroom_outbox_messages', 'Outbox messages by status.', ['status']);
  const outboxAge = gauge(
    'showroom_outbox_oldest_pending_seconds',
    'Age of the oldest email still waiting to be sent (0 when none waits).',
  );
  const owed = gauge(
    'showroom_payment_notifications_owed',
    'Payment results whose notification the embedded provider has not yet delivered.',
  );
  const owedAge = gauge(
    'showroom_payment_notifications_oldest_owed_seconds',
    'How long the oldest owed payment notification has been due (0 when none is).',
  );
  const lag = gauge(
    'showroom_worker_lag_seconds',
    "Time since this instance's background worker last finished a round.",
    ['worker'],
  );
  const running = gauge('showroom_worker_running', 'Whether the background worker runs (1) or not (0).', [
    'worker',
  ]);
  const databaseUp = gauge('showroom_database_up', 'Whether the last scrape could read the database.');

  const setAll = (metric: Gauge, label: string, counts: { key: string; n: number }[]) => {
    metric.reset();
    for (const { key, n } of counts) metric.set({ [label]: key }, Number(n));
  };

  /** Reads every figure; a database that does not answer sets showroom_database_up to 0 and leaves the rest. */
  return async function refresh(now: Date): Promise<void> {
    for (const worker of deps.workers()) {
      const { running: isRunning, lastRoundAt } = worker.status();
      running.set({ worker: worker.name }, isRunning ? 1 : 0);
      lag.set({ worker: worker.name }, lastRoundAt ? (now.getTime() - lastRoundAt.getTime()) / 1000 : 0);
    }
    try {
      const [orderCounts, paymentCounts, outboxCounts, [held], [pendingAge], [notifications]] =
        await Promise.all([
          rows<{ key: string; n: number }>(
            deps.db,
            sql`select status as key, count(*)::int as n from orders group by status`,
          ),
          rows<{ key: string; n: number }>(
            deps.db,
            sql`select status as key, count(*)::int as n from order_payments group by status`,
          ),
          rows<{ key: string; n: number }>(
            deps.db,
            sql`select status as key, count(*)::int as n from outbox group by status`,
          ),
          rows<{ n: number }>(
            deps.db,
            sql`select count(*)::int as n from stock_units where status = 'reserved' and reserved_until > ${now.toISOString()}::timestamptz`,
          ),
          rows<{ seconds: number | null }>(
            deps.db,
            sql`select extract(epoch from (${now.toISOString()}::timestamptz - min(created_at)))::float8 as seconds from outbox where status = 'pending'`,
          ),
          rows<{ n: number; seconds: number | null }>(
            deps.db,
            sql`select count(*)::int as n, extract(epoch from (${now.toISOString()}::timestamptz - min(notify_due_at)))::float8 as seconds from sandbox_payment_sessions where notified_at is null and notify_due_at is not null`,
          ),
        ]);
      setAll(reservations, 'status', orderCounts);
      setAll(payments, 'result', paymentCounts);
      setAll(outboxDepth, 'status', outboxCounts);
      holds.set(Number(held?.n ?? 0));
      outboxAge.set(Math.max(Number(pendingAge?.seconds ?? 0), 0));
      owed.set(Number(notifications?.n ?? 0));
      owedAge.set(Math.max(Number(notifications?.seconds ?? 0), 0));
      databaseUp.set(1);
    } catch {
      databaseUp.set(0);
    }
  };
}
