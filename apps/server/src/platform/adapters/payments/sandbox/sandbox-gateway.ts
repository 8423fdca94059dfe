import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sandboxPaymentSessions } from '../../../../db/schema';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db';
import { AppError, notFound } from '../../../http/app-error';
import { signNotification } from '../notification-hmac';
import type {
  CreateSessionInput,
  PaymentGateway,
  PaymentResultCode,
  PaymentSession,
  SessionOutcome,
} from '../payment-gateway';
import { type CardSubmission, checkCard } from './sandbox-cards';

export const sandboxMerchantAccount = 'ShowroomSandbox';

/** Posts a signed notification to the shop's webhook endpoint; resolves with the HTTP status. */
export type NotificationDelivery = (body: unknown) => Promise<number>;

export interface SandboxGateway extends PaymentGateway {
  /** Takes a card payment for a session from the hosted form; never stores or logs the card. */
  pay(
    sessionId: string,
    sessionData: string,
    card: CardSubmission,
  ): Promise<{ resultCode: PaymentResultCode; sessionResult: string }>;
  findSession(sessionId: string): Promise<typeof sandboxPaymentSessions.$inferSelect | undefined>;
  /** Resolves when every notification started so far was delivered or given up (tests wait on it). */
  idle(): Promise<void>;
  /** Stops retrying (on close); undelivered notifications stay marked so and are sent again later. */
  stop(): void;
}

export interface SandboxDeps {
  db: Db;
  clock: Clock;
  hmacKey: string;
  deliver: NotificationDelivery;
  logger: { warn(obj: object, msg: string): void };
  /** Pauses between delivery attempts; the last one is the final try. */
  retryDelaysMs?: readonly number[];
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The embedded card provider (ADR 0007): Adyen-shaped sessions kept in the database (so any instance can take the
 * payment), a hosted card form served by the shop, documented test cards, and HMAC-signed standard notifications
 * posted to the shop's webhook endpoint, retried until it answers 2xx.
 */
export function sandboxGateway(deps: SandboxDeps): SandboxGateway {
  const inFlight = new Set<Promise<void>>();
  const sleeping = new Map<NodeJS.Timeout, () => void>();
  let stopped = false;
  const retryDelaysMs = deps.retryDelaysMs ?? [0, 2000, 10_000, 30_000, 120_000];

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        sleeping.delete(timer);
        resolve();
      }, ms);
      sleeping.set(timer, resolve);
    });

  async function deliverWithRetries(body: unknown, sessionId: string): Promise<void> {
    for (const [attempt, delay] of retryDelaysMs.entries()) {
      if (delay > 0) await sleep(delay);
      if (stopped) return;
      const status = await deps.deliver(body).catch(() => 0);
      if (status >= 200 && status < 300) {
        await deps.db
          .update(sandboxPaymentSessions)
          .set({ notifiedAt: deps.clock.now() })
          .where(eq(sandboxPaymentSessions.id, sessionId));
        return;
      }
      deps.logger.warn({ sessionId, attempt: attempt + 1, status }, 'sandbox notification not accepted');
    }
  }

  function notify(
    row: { id: string; reference: string; amountCents: number; currency: string },
    psp: string,
    ok: boolean,
  ) {
    const item = {
      pspReference: psp,
      originalReference: '',
      merchantAccountCode: sandboxMerchantAccount,
      merchantReference: row.reference,
      eventCode: 'AUTHORISATION',
      eventDate: deps.clock.now().toISOString(),
      success: ok ? 'true' : 'false',
      amount: { value: row.amountCents, currency: row.currency },
    };
    const body = {
      live: 'false',
      notificationItems: [
        {
          NotificationRequestItem: {
            ...item,
            additionalData: { hmacSignature: signNotification(item, deps.hmacKey) },
          },
        },
      ],
    };
    const delivery = deliverWithRetries(body, row.id)
      .catch((error: unknown) =>
        deps.logger.warn({ sessionId: row.id, err: error }, 'sandbox notification failed'),
      )
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

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
    notificationHmacKey: deps.hmacKey,
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
        })
        .where(and(eq(sandboxPaymentSessions.id, sessionId), eq(sandboxPaymentSessions.status, 'active')))
        .returning({ id: sandboxPaymentSessions.id });
      if (updated.length === 0) {
        throw new AppError(409, 'SessionCompleted', 'This payment session has already been used.');
      }
      notify(row, pspReference, check.result === 'Authorised');
      return { resultCode: check.result, sessionResult };
    },

    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    stop() {
      stopped = true;
      for (const [timer, wake] of sleeping) {
        clearTimeout(timer);
        wake();
      }
      sleeping.clear();
    },
  };
}
