import { sql } from 'drizzle-orm';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../db';
import type { BackgroundWorker } from './worker-status';

type Rows<T> = { rows: T[] };

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/**
 * The shop's own figures, read from the database at each scrape, so every instance reports the whole shop (use
 * `max` across instances, not `sum`): reservations (orders) and card payments by status, vehicles held now, the
 * outbox's depth and the age of its oldest waiting message, the payment notifications still owed, payment attempts
 * awaiting the provider's answer, and deposit refunds by status. Plus this instance's own: each background worker's
 * lag (the time since it last finished a round), whether Redis answers and how often the rate limits fell back.
 */
export function shopMetrics(
  registry: Registry,
  deps: {
    db: Db;
    workers: () => readonly BackgroundWorker[];
    sharedState: { redisUp(): boolean | undefined; rateLimitFallbacks(): number };
  },
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
  const awaiting = gauge(
    'showroom_payments_awaiting_confirmation',
    'Card payment attempts started (pending) that the provider has not answered yet.',
  );
  const awaitingAge = gauge(
    'showroom_payments_awaiting_confirmation_oldest_seconds',
    'How long the oldest payment attempt has awaited the provider (0 when none does).',
  );
  const refunds = gauge(
    'showroom_deposit_refunds',
    'Deposit refunds by status: due (to ask the provider), requested (accepted, not settled), confirmed (settled), failed.',
    ['status'],
  );
  const refundStatuses = ['due', 'requested', 'confirmed', 'failed'];
  const redisUp =
    deps.sharedState.redisUp() === undefined
      ? undefined
      : gauge('showroom_redis_up', 'Whether Redis (REDIS_URL) answers on this instance.');
  new Counter({
    name: 'showroom_rate_limit_fallbacks_total',
    help: 'Rate-limit counts this instance took alone because Redis did not answer (the limit then holds per instance).',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(deps.sharedState.rateLimitFallbacks());
    },
  });

  const setAll = (metric: Gauge, label: string, counts: { key: string; n: number }[]) => {
    metric.reset();
    for (const { key, n } of counts) metric.set({ [label]: key }, Number(n));
  };

  /** Reads every figure; a database that does not answer sets showroom_database_up to 0 and leaves the rest. */
  return async function refresh(now: Date): Promise<void> {
    redisUp?.set(deps.sharedState.redisUp() ? 1 : 0);
    for (const worker of deps.workers()) {
      const { running: isRunning, lastRoundAt } = worker.status();
      running.set({ worker: worker.name }, isRunning ? 1 : 0);
      lag.set({ worker: worker.name }, lastRoundAt ? (now.getTime() - lastRoundAt.getTime()) / 1000 : 0);
    }
    try {
      const [
        orderCounts,
        paymentCounts,
        outboxCounts,
        [held],
        [pendingAge],
        [notifications],
        [started],
        refundCounts,
      ] = await Promise.all([
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
        rows<{ n: number; seconds: number | null }>(
          deps.db,
          sql`select count(*)::int as n, extract(epoch from (${now.toISOString()}::timestamptz - min(updated_at)))::float8 as seconds from order_payments where status = 'pending'`,
        ),
        rows<{ key: string; n: number }>(
          deps.db,
          sql`select refund_status as key, count(*)::int as n from deposit_refunds_due group by refund_status`,
        ),
      ]);
      setAll(reservations, 'status', orderCounts);
      setAll(payments, 'result', paymentCounts);
      setAll(outboxDepth, 'status', outboxCounts);
      holds.set(Number(held?.n ?? 0));
      outboxAge.set(Math.max(Number(pendingAge?.seconds ?? 0), 0));
      owed.set(Number(notifications?.n ?? 0));
      owedAge.set(Math.max(Number(notifications?.seconds ?? 0), 0));
      awaiting.set(Number(started?.n ?? 0));
      awaitingAge.set(Math.max(Number(started?.seconds ?? 0), 0));
      // Every status has its series, 0 included: an alert on `failed` needs one before the first failure.
      setAll(
        refunds,
        'status',
        refundStatuses.map((key) => ({ key, n: refundCounts.find((row) => row.key === key)?.n ?? 0 })),
      );
      databaseUp.set(1);
    } catch {
      databaseUp.set(0);
    }
  };
}
