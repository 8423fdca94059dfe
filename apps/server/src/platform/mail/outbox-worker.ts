import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { defaultRetryPolicy, type RetryPolicy, retryDelayMs } from './backoff';
import { erasedRecipient, mailRefusal } from './mail-policy';
import type { Mailer } from './mailer';

/** The part of a pino/Fastify logger the worker uses. */
export interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  logger: WorkerLogger;
  retry?: RetryPolicy;
  /** Messages claimed per round trip. */
  batchSize?: number;
  /** How long a claim lasts: longer than the mailer's timeouts, so only a dead worker's claim expires. */
  leaseMs?: number;
  /** The wait between polls when the outbox has nothing due. */
  pollIntervalMs?: number;
  /** Jitter source for the backoff, in [0, 1). */
  random?: () => number;
  /** Names this worker in `claimed_by` and in logs. */
  workerId?: string;
}

export interface DrainResult {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
  /** Not sent: the recipient was erased, or withdrew consent to this marketing email, after it was written. */
  suppressed: number;
}

export interface OutboxWorker {
  readonly workerId: string;
  /** Claims one batch of due messages and delivers it; what tests and `start` call. */
  drainOnce(): Promise<DrainResult>;
  /** Polls until stopped: drains back to back while batches come back full, else waits `pollIntervalMs`. */
  start(): void;
  /** Stops polling and waits for the batch in hand to finish. */
  stop(): Promise<void>;
}

interface Claimed {
  id: string;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
  template: string;
}

/**
 * Drains the outbox (docs/decisions/0006-transactional-outbox.md). Any number of workers in any number of
 * processes may run against one PostgreSQL: a claim is one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP
 * LOCKED)` statement, so two workers never claim the same row, and no transaction is held open while sending
 * (PGlite has one connection). A claim carries a token and an expiry: a worker that dies mid-send leaves a claim
 * that expires after `leaseMs`, and the message is tried again; results are written only by the claim's owner.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, mailer, clock, logger } = options;
  const retry = options.retry ?? defaultRetryPolicy;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 120_000;
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const random = options.random ?? Math.random;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  async function claim(token: string): Promise<Claimed[]> {
    const now = clock.now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
          or(isNull(outbox.claimExpiresAt), lte(outbox.claimExpiresAt, now)),
        ),
      )
      .orderBy(sql`${outbox.nextAttemptAt} asc nulls first`, asc(outbox.createdAt), asc(outbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        claimToken: token,
        claimExpiresAt: new Date(now.getTime() + leaseMs),
        claimedBy: workerId,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        toAddress: outbox.toAddress,
        subject: outbox.subject,
        html: outbox.html,
        text: outbox.text,
        attempts: outbox.attempts,
        template: outbox.template,
      });
  }

  /** Writes the outcome of an attempt, only while this claim is still ours. */
  async function settle(message: Claimed, token: string, outcome: Partial<typeof outbox.$inferInsert>) {
    const updated = await db
      .update(outbox)
      .set({ ...outcome, claimToken: null, claimExpiresAt: null })
      .where(and(eq(outbox.id, message.id), eq(outbox.claimToken, token)))
      .returning({ id: outbox.id });
    if (updated.length === 0) {
      logger.warn(
        { outboxId: message.id, workerId },
        'outbox claim expired before the attempt finished; another worker owns the message now',
      );
    }
  }

  async function attempt(message: Claimed, token: string, result: DrainResult): Promise<void> {
    const log = { outboxId: message.id, template: message.template, attempt: message.attempts, workerId };
    const refused = await mailRefusal(db, message.toAddress, message.template);
    if (refused) {
      result.suppressed += 1;
      logger.info({ ...log, reason: refused }, 'outbox message suppressed');
      await settle(message, token, {
        status: 'suppressed',
        lastError: refused,
        ...(refused === 'recipient-erased' ? erasedRecipient : {}),
      });
      return;
    }
    try {
      await mailer.deliver({
        id: message.id,
        to: message.toAddress,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (message.attempts >= retry.maxAttempts) {
        result.failed += 1;
        logger.error({ ...log, reason }, 'outbox message failed after its last attempt');
        await settle(message, token, { status: 'failed', lastError: reason });
        return;
      }
      const delay = retryDelayMs(message.attempts, random, retry);
      result.retrying += 1;
      logger.warn({ ...log, reason, retryInMs: delay }, 'outbox delivery failed; will retry');
      await settle(message, token, {
        lastError: reason,
        nextAttemptAt: new Date(clock.now().getTime() + delay),
      });
      return;
    }
    result.delivered += 1;
    await settle(message, token, { status: mailer.channel, deliveredAt: clock.now(), lastError: null });
  }

  async function drainOnce(): Promise<DrainResult> {
    const token = randomUUID();
    const claimed = await claim(token);
    const result: DrainResult = {
      claimed: claimed.length,
      delivered: 0,
      retrying: 0,
      failed: 0,
      suppressed: 0,
    };
    for (const message of claimed) await attempt(message, token, result);
    return result;
  }

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  async function loop(): Promise<void> {
    let full = false;
    try {
      full = (await drainOnce()).claimed === batchSize;
    } catch (error) {
      // The database may be restarting: log and try again at the next poll, never crash the process.
      logger.error({ err: error, workerId }, 'outbox drain failed');
    }
    if (running) timer = setTimeout(tick, full ? 0 : pollIntervalMs);
  }

  function tick(): void {
    inFlight = loop();
  }

  return {
    workerId,
    drainOnce,
    start() {
      if (running) return;
      running = true;
      logger.info({ workerId, channel: mailer.channel }, 'outbox worker started');
      tick();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
