import { ProviderUnavailableError } from '../provider-unavailable';
import type {
  CreateSessionInput,
  PaymentGateway,
  PaymentResultCode,
  PaymentSession,
  RefundInput,
  SessionOutcome,
} from './payment-gateway';

export interface AdyenConfig {
  apiKey: string;
  merchantAccount: string;
  clientKey: string;
  /** The webhook's HMAC keys: one, or the new and the old while it is rotated. */
  hmacKeys: readonly string[];
  environment: 'test' | 'live';
  /** Checkout API base with its version, e.g. https://checkout-test.adyen.com/v71 (tests serve it locally). */
  checkoutUrl: string;
  timeoutMs?: number;
}

const defaultTimeoutMs = 8000;

/** A refusal of our request by Adyen (4xx other than a timeout): retrying the same request cannot help. */
export class AdyenRequestError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: string,
  ) {
    super(`Adyen refused the request: HTTP ${httpStatus} ${errorCode}`);
    this.name = 'AdyenRequestError';
  }
}

function join(base: string, path: string): string {
  return `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

/**
 * The Adyen Checkout API, sessions flow (ADR 0007): `POST /sessions` with an `Idempotency-Key`, retried once with
 * the same key after a timeout or a 5xx (Adyen answers a retry with the first session), and
 * `GET /sessions/{id}?sessionResult=…` to check a result the browser reports.
 */
export function adyenGateway(config: AdyenConfig): PaymentGateway {
  const timeoutMs = config.timeoutMs ?? defaultTimeoutMs;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<unknown> {
    const headers: Record<string, string> = { 'x-api-key': config.apiKey, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let lastReason = 'request failed';
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(join(config.checkoutUrl, path), {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        lastReason = error instanceof Error ? error.message : 'request failed';
        if (!idempotencyKey && method === 'POST') break;
        continue;
      }
      const text = await response.text().catch(() => '');
      if (response.status >= 500) {
        lastReason = `HTTP ${response.status}`;
        if (!idempotencyKey && method === 'POST') break;
        continue;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new ProviderUnavailableError('Adyen', `HTTP ${response.status} with a body that is not JSON`);
      }
      if (response.status >= 400) {
        const code = (parsed as { errorCode?: unknown }).errorCode;
        throw new AdyenRequestError(response.status, typeof code === 'string' ? code : 'unknown');
      }
      return parsed;
    }
    throw new ProviderUnavailableError('Adyen', lastReason);
  }

  return {
    name: 'adyen',
    clientConfig: { provider: 'adyen', clientKey: config.clientKey, environment: config.environment },
    notificationHmacKeys: config.hmacKeys,

    async createSession(input: CreateSessionInput): Promise<PaymentSession> {
      const reply = (await call(
        'POST',
        '/sessions',
        {
          merchantAccount: config.merchantAccount,
          amount: input.amount,
          reference: input.reference,
          returnUrl: input.returnUrl,
          countryCode: input.countryCode,
          shopperLocale: input.shopperLocale,
          expiresAt: input.expiresAt.toISOString(),
          allowedPaymentMethods: ['scheme'],
          channel: 'Web',
        },
        input.idempotencyKey,
      )) as { id?: unknown; sessionData?: unknown; expiresAt?: unknown };
      if (typeof reply.id !== 'string' || typeof reply.sessionData !== 'string') {
        throw new ProviderUnavailableError('Adyen', 'session reply without id or sessionData');
      }
      const expiresAt = typeof reply.expiresAt === 'string' ? new Date(reply.expiresAt) : input.expiresAt;
      return { provider: 'adyen', id: reply.id, sessionData: reply.sessionData, expiresAt };
    },

    async getSessionOutcome(sessionId: string, sessionResult: string): Promise<SessionOutcome> {
      const path = `/sessions/${encodeURIComponent(sessionId)}?sessionResult=${encodeURIComponent(sessionResult)}`;
      const reply = (await call('GET', path)) as {
        status?: unknown;
        payments?: { pspReference?: unknown; resultCode?: unknown }[];
      };
      const statuses = ['active', 'completed', 'paymentPending', 'refused', 'canceled', 'expired'] as const;
      const status = statuses.find((s) => s === reply.status);
      if (!status) throw new ProviderUnavailableError('Adyen', 'session result with an unknown status');
      const payment = reply.payments?.[0];
      return {
        status,
        ...(typeof payment?.pspReference === 'string' ? { pspReference: payment.pspReference } : {}),
        ...(typeof payment?.resultCode === 'string'
          ? { resultCode: payment.resultCode as PaymentResultCode }
          : {}),
      };
    },

    // Modifications API: POST /payments/{paymentPspReference}/refunds answers `received`; REFUND confirms it.
    async refund(input: RefundInput) {
      const reply = (await call(
        'POST',
        `/payments/${encodeURIComponent(input.paymentPspReference)}/refunds`,
        { merchantAccount: config.merchantAccount, amount: input.amount, reference: input.reference },
        input.idempotencyKey,
      )) as { pspReference?: unknown };
      if (typeof reply.pspReference !== 'string') {
        throw new ProviderUnavailableError('Adyen', 'refund reply without pspReference');
      }
      return { pspReference: reply.pspReference };
    },

    // Adyen tells a session's state only with the result the browser got, and its sessionData is not kept here:
    // a browser coming back to its reservation gets a new session.
    async resumeSession() {
      return undefined;
    },

    async sessionAuthorised() {
      return false;
    },
  };
}
