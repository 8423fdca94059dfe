import type { Clock } from '../../../clock';
import type { Db } from '../../../db';
import { type RetryPolicy, retryDelayMs } from '../../../mail/backoff';
import { workerStatusTracker } from '../../../observability/worker-status';
import { signNotification } from '../notification-hmac';
import {
  type OwedNotification,
  type OwedSource,
  refundOwed,
  refundResults,
  sessionOwed,
  sessionResults,
} from './sandbox-owed';

/** Posts a signed notification to the shop's webhook endpoint; resolves with the HTTP status. */
export type NotificationDelivery = (body: unknown) => Promise<number>;

export interface SandboxNotifierDeps {
  db: Db;
  clock: Clock;
  /** The webhook's keys; the sandbox signs with the first (the newest, while one is rotated). */
  hmacKeys: readonly string[];
  deliver: NotificationDelivery;
  logger: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The wait after a refused or failed delivery: 10 s, 20 s, 40 s … capped at 10 minutes, never given up. */
  retry?: RetryPolicy;
  /** How long a claimed delivery may take before another instance may send it again. */
  leaseMs?: number;
  /** The wait between two looks for due notifications. */
  pollIntervalMs?: number;
  batchSize?: number;
  random?: () => number;
}

const defaultRetry: RetryPolicy = { baseMs: 10_000, capMs: 600_000, maxAttempts: Number.POSITIVE_INFINITY };

/** The standard notification (Adyen's shape) of one item, signed with the webhook's key. */
export function signedNotification(item: OwedNotification['item'], hmacKey: string) {
  return {
    live: 'false',
    notificationItems: [
      {
        NotificationRequestItem: {
          ...item,
          additionalData: { hmacSignature: signNotification(item, hmacKey) },
        },
      },
    ],
  };
}

/**
 * The sandbox provider's notification sender, as a real provider behaves: a result's notification is owed until
 * the shop's webhook accepts it (2xx), and the debt lives in the database (`notify_due_at`), not in a process.
 * The paying instance sends it at once; every instance then looks for due ones (at start and every poll) and
 * claims them with one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)` that pushes the due time back by
 * a lease, so two instances never send the same one at once and one that died mid-send is taken over after the
 * lease. A duplicate delivery is harmless: the webhook stores each event once.
 */
export function sandboxNotifier(deps: SandboxNotifierDeps) {
  const { db, clock, logger } = deps;
  const retry = deps.retry ?? defaultRetry;
  const leaseMs = deps.leaseMs ?? 60_000;
  const pollIntervalMs = deps.pollIntervalMs ?? 10_000;
  const batchSize = deps.batchSize ?? 10;
  const random = deps.random ?? Math.random;
  const inFlight = new Set<Promise<boolean>>();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const tracker = workerStatusTracker(() => clock.now());
  /** What is owed: session results (AUTHORISATION) and refund settlements (REFUND). */
  const sessions = sessionResults(db);
  const refunds = refundResults(db);
  const sources: readonly OwedSource[] = [sessions, refunds];

  /** The due time of a delivery in hand: no other instance sends it before the lease runs out. */
  const leasedUntil = () => new Date(clock.now().getTime() + leaseMs);

  async function send(owed: OwedNotification): Promise<boolean> {
    const log = { notification: owed.key, event: owed.item.eventCode, attempt: owed.attempts };
    const status = await deps.deliver(signedNotification(owed.item, deps.hmacKeys[0] ?? '')).catch(() => 0);
    if (status >= 200 && status < 300) {
      await owed.source.sent(owed.key, clock.now());
      return true;
    }
    const delay = retryDelayMs(owed.attempts, random, retry);
    logger.warn({ ...log, status, retryInMs: delay }, 'sandbox notification not accepted; will retry');
    await owed.source.retryAt(owed.key, new Date(clock.now().getTime() + delay));
    return false;
  }

  /** Sends in the background, tracked so `idle` and `stop` can wait for it; never throws. */
  function track(owed: OwedNotification): Promise<boolean> {
    const delivery = send(owed)
      .catch((error: unknown) => {
        logger.warn({ notification: owed.key, err: error }, 'sandbox notification failed');
        return false;
      })
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
    return delivery;
  }

  async function redeliverDue(): Promise<{ claimed: number; delivered: number }> {
    const now = clock.now();
    const owed = (
      await Promise.all(sources.map((source) => source.claimDue(now, leasedUntil(), batchSize)))
    ).flat();
    const results = await Promise.all(owed.map(track));
    return { claimed: owed.length, delivered: results.filter(Boolean).length };
  }

  async function loop(): Promise<void> {
    let full = false;
    try {
      full = (await redeliverDue()).claimed >= batchSize;
    } catch (error) {
      logger.error({ err: error }, 'sandbox notification redelivery failed');
    }
    tracker.roundDone();
    if (running) timer = setTimeout(tick, full ? 0 : pollIntervalMs);
  }

  function tick(): void {
    round = loop();
  }

  const settled = async () => {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  };

  return {
    leasedUntil,
    /** The first delivery of a session's result, by the instance that took the payment (already marked due). */
    sendNow(row: Parameters<typeof sessionOwed>[1]): void {
      void track(sessionOwed(sessions, row));
    },
    /** The first delivery of a refund's settlement, by the instance that took the refund (already marked due). */
    sendRefundNow(row: Parameters<typeof refundOwed>[1]): void {
      void track(refundOwed(refunds, row));
    },
    redeliverDue,
    /** Looks for due notifications now and then every poll, until stopped. */
    start(): void {
      if (running) return;
      running = true;
      tracker.started();
      tick();
    },
    /** Stops looking and waits for the round and the deliveries in hand. */
    async stop(): Promise<void> {
      running = false;
      tracker.stopped();
      clearTimeout(timer);
      await round;
      await settled();
    },
    /** Resolves when every delivery started so far has finished (tests wait on it). */
    idle: settled,
    /** Running or not, and when the last look for due notifications finished. */
    status: tracker.status,
    pollIntervalMs,
  };
}

export type SandboxNotifier = ReturnType<typeof sandboxNotifier>;
