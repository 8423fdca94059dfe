import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sandboxPaymentSessions, sandboxRefunds } from '../../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import type { BackgroundWorker } from '../../../observability/worker-status';
import { ProviderUnavailableError } from '../../provider-unavailable';
import type {
  CreateSessionInput,
  PaymentGateway,
  PaymentResultCode,
  PaymentSession,
  RefundInput,
  SessionOutcome,
} from '../payment-gateway';
import { type CardSubmission, checkCard } from './sandbox-cards';
import { type SandboxNotifierDeps, sandboxNotifier } from './sandbox-notifier';

export type { NotificationDelivery } from './sandbox-notifier';
export { sandboxMerchantAccount } from './sandbox-owed';

export interface SandboxGateway extends PaymentGateway {
  /** Takes a card payment for a session from the hosted form; never stores or logs the card. */
  pay(
    sessionId: string,
    sessionData: string,
    card: CardSubmission,
  ): Promise<{ resultCode: PaymentResultCode; sessionResult: string }>;
  findSession(sessionId: string): Promise<typeof sandboxPaymentSessions.$inferSelect | undefined>;
  /** Sends the notifications that are due (their first sender failed or died); what the background loop runs. */
  redeliverDue(): Promise<{ claimed: number; delivered: number }>;
  /** Starts looking for due notifications (at once, then every poll): server.ts's background jobs. */
  start(): void;
  /** Resolves when every notification started so far was delivered or put back for later (tests wait on it). */
  idle(): Promise<void>;
  /** Stops looking and waits for deliveries in hand (on close); what is undelivered stays due in the database. */
  stop(): Promise<void>;
  /** The notification sender as readiness and metrics see it. */
  readonly notifier: BackgroundWorker;
}

export type SandboxDeps = SandboxNotifierDeps;

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The embedded card provider (ADR 0007): Adyen-shaped sessions kept in the database (so any instance can take the
 * payment), a hosted card form served by the shop, documented test cards, and HMAC-signed standard notifications
 * posted to the shop's webhook endpoint until it answers 2xx, by whichever instance is running (sandbox-notifier).
 */
export function sandboxGateway(deps: SandboxDeps): SandboxGateway {
  const notifier = sandboxNotifier(deps);

  const findSession = async (sessionId: string) => {
    const [row] = await deps.db
      .select()
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.id, sessionId));
    return row;
  };

  return {
    name: 'sandbox',
    clientConfig: { provider: 'sandbox' },
    notificationHmacKeys: deps.hmacKeys,
    findSession,

    async createSession(input: CreateSessionInput): Promise<PaymentSession> {
      await deps.db
        .insert(sandboxPaymentSessions)
        .values({
          id: `CS${randomBytes(12).toString('hex').toUpperCase()}`,
          sessionData: token(32),
          idempotencyKey: input.idempotencyKey,
          reference: input.reference,
          amountCents: input.amount.value,
          currency: input.amount.currency,
          countryCode: input.countryCode,
          returnUrl: input.returnUrl,
          expiresAt: input.expiresAt,
        })
        .onConflictDoNothing({ target: sandboxPaymentSessions.idempotencyKey });
      const [row] = await deps.db
        .select()
        .from(sandboxPaymentSessions)
        .where(eq(sandboxPaymentSessions.idempotencyKey, input.idempotencyKey));
      if (!row) throw new Error('sandbox session vanished after insert');
      return { provider: 'sandbox', id: row.id, sessionData: row.sessionData, expiresAt: row.expiresAt };
    },

    async getSessionOutcome(sessionId: string, sessionResult: string): Promise<SessionOutcome> {
      const row = await findSession(sessionId);
      if (!row) throw notFound('The payment session');
      const verified = row.sessionResult !== null && sameText(row.sessionResult, sessionResult);
      if (!verified || row.status === 'active') {
        return { status: row.expiresAt <= deps.clock.now() ? 'expired' : 'active' };
      }
      const resultCode = (row.resultCode ?? 'Error') as PaymentResultCode;
      return {
        status: row.status === 'completed' ? 'completed' : row.status,
        resultCode,
        ...(row.pspReference ? { pspReference: row.pspReference } : {}),
      };
    },

    async resumeSession(sessionId: string): Promise<PaymentSession | undefined> {
      const row = await findSession(sessionId);
      if (row?.status !== 'active' || row.expiresAt <= deps.clock.now()) return undefined;
      return { provider: 'sandbox', id: row.id, sessionData: row.sessionData, expiresAt: row.expiresAt };
    },

    async sessionAuthorised(sessionId: string): Promise<boolean> {
      const row = await findSession(sessionId);
      return row?.status === 'completed' && row.resultCode === 'Authorised';
    },

    /**
     * Like Adyen's refund request: accepted for an authorised payment of at least that amount, once per key, and
     * settled later by a REFUND notification to the webhook (owed in `sandbox_refunds` until it is accepted).
     */
    async refund(input: RefundInput) {
      const [paid] = await deps.db
        .select()
        .from(sandboxPaymentSessions)
        .where(eq(sandboxPaymentSessions.pspReference, input.paymentPspReference));
      if (paid?.resultCode !== 'Authorised' || paid.amountCents < input.amount.value) {
        throw new ProviderUnavailableError('sandbox', 'no authorised payment of that amount to refund');
      }
      const digest = createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 16);
      const [taken] = await deps.db
        .insert(sandboxRefunds)
        .values({
          pspReference: `SANDBOXREFUND${digest.toUpperCase()}`,
          originalReference: input.paymentPspReference,
          reference: input.reference,
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amount.value,
          currency: input.amount.currency,
          createdAt: deps.clock.now(),
          notifyDueAt: notifier.leasedUntil(),
          notifyAttempts: 1,
        })
        .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey })
        .returning();
      if (taken) notifier.sendRefundNow(taken);
      return { pspReference: `SANDBOXREFUND${digest.toUpperCase()}` };
    },

    async pay(sessionId, sessionData, card) {
      const row = await findSession(sessionId);
      if (!row || !sameText(row.sessionData, sessionData)) throw notFound('The payment session');
      const now = deps.clock.now();
      if (row.status !== 'active') {
        throw new AppError(409, 'SessionCompleted', 'This payment session has already been used.');
      }
      if (row.expiresAt <= now)
        throw new AppError(409, 'SessionExpired', 'This payment session has expired.');
      const check = checkCard(card, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
      if (!check.ok) {
        throw new AppError(400, 'InvalidInput', check.errors[0]?.message ?? 'Check the card.', check.errors);
      }
      const pspReference = randomBytes(8).toString('hex').toUpperCase();
      const sessionResult = token(24);
      const status = check.result === 'Authorised' ? 'completed' : 'refused';
      const updated = await deps.db
        .update(sandboxPaymentSessions)
        .set({
          status,
          resultCode: check.result,
          sessionResult,
          pspReference,
          cardBrand: check.brand,
          cardLastFour: check.lastFour,
          completedAt: now,
          // The notification is owed from now on; this instance sends it at once, any instance later if needed.
          notifyDueAt: notifier.leasedUntil(),
          notifyAttempts: 1,
        })
        .where(and(eq(sandboxPaymentSessions.id, sessionId), eq(sandboxPaymentSessions.status, 'active')))
        .returning();
      const [paid] = updated;
      if (!paid) {
        throw new AppError(409, 'SessionCompleted', 'This payment session has already been used.');
      }
      notifier.sendNow(paid);
      return { resultCode: check.result, sessionResult };
    },

    redeliverDue: notifier.redeliverDue,
    start: notifier.start,
    idle: notifier.idle,
    stop: notifier.stop,
    notifier: {
      name: 'sandbox-notifier',
      intervalMs: notifier.pollIntervalMs,
      status: notifier.status,
    },
  };
}
