import type { CountryCode } from '@showroom/domain';

export type GatewayName = 'sandbox' | 'adyen';

/** Adyen's result codes that reach the shop; the sandbox answers the same ones. */
export type PaymentResultCode = 'Authorised' | 'Refused' | 'Error' | 'Cancelled' | 'Pending' | 'Received';

export interface CreateSessionInput {
  /** Our payment transaction id, the provider's `merchantReference`. */
  reference: string;
  /** Minor units (cents) of the market currency. */
  amount: { value: number; currency: 'AUD' | 'NZD' };
  countryCode: CountryCode;
  shopperLocale: 'en-AU' | 'en-NZ';
  returnUrl: string;
  /** The session may not outlive the reservation it pays for. */
  expiresAt: Date;
  /** Sent as `Idempotency-Key`: a retry with the same key returns the same session. */
  idempotencyKey: string;
}

export interface PaymentSession {
  provider: GatewayName;
  id: string;
  /** Opaque data the browser's card component needs with the id. */
  sessionData: string;
  expiresAt: Date;
}

/** What the provider says about a session when asked (`GET /sessions/{id}?sessionResult=…`). */
export interface SessionOutcome {
  status: 'active' | 'completed' | 'paymentPending' | 'refused' | 'canceled' | 'expired';
  pspReference?: string;
  resultCode?: PaymentResultCode;
}

/** One item of a standard notification (webhook), after its signature was checked. */
export interface PaymentNotification {
  pspReference: string;
  originalReference: string;
  merchantAccountCode: string;
  merchantReference: string;
  eventCode: string;
  success: boolean;
  amount: { value: number; currency: string };
  eventDate?: string;
}

/** What the browser needs to mount the provider's card form. */
export interface PaymentClientConfig {
  provider: GatewayName;
  /** Adyen's public client key; none for the sandbox. */
  clientKey?: string;
  environment?: 'test' | 'live';
}

export interface RefundInput {
  /** The provider's reference of the payment to refund. */
  paymentPspReference: string;
  amount: { value: number; currency: string };
  /** Our reference of the refund (the order's). */
  reference: string;
  idempotencyKey: string;
}

/**
 * A card payment provider (ARCHITECTURE.md section 1): the embedded `sandbox` or Adyen. Card data never reaches
 * the shop: the provider's own form takes it; the shop sees sessions, result codes and signed notifications.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  readonly clientConfig: PaymentClientConfig;
  createSession(input: CreateSessionInput): Promise<PaymentSession>;
  getSessionOutcome(sessionId: string, sessionResult: string): Promise<SessionOutcome>;
  /**
   * A session handed out before, again (id and data), while it can still take a payment; undefined when it
   * cannot, or when the provider cannot say so without a result (the caller then opens a new session).
   */
  resumeSession(sessionId: string): Promise<PaymentSession | undefined>;
  /**
   * Whether the provider took an authorised payment in this session, asked without the browser's session result:
   * the sandbox knows; Adyen answers only with the result, so false (the shop learns it from place-order).
   */
  sessionAuthorised(sessionId: string): Promise<boolean>;
  /**
   * Asks the provider to refund an authorised payment (the staff's cancellation refunds the deposit). The
   * provider confirms later (Adyen's REFUND notification); the answer is its reference of the request. The same
   * `idempotencyKey` asks once however often it is sent.
   */
  refund(input: RefundInput): Promise<{ pspReference: string }>;
  /**
   * The hex HMAC keys a notification item may be signed with: one per webhook endpoint, two while it is rotated
   * (docs/operations.md); the first is the one a sender signs with.
   */
  readonly notificationHmacKeys: readonly string[];
}
