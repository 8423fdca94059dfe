import { type AuthorisationOutcome, type CountryCode, decideAuthorisation, marketOf } from '@showroom/domain';
import type { orders } from '../../db/schema';
import type {
  PaymentGateway,
  PaymentNotification,
  PaymentSession,
} from '../../platform/adapters/payments/payment-gateway';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import { recordOrderEvent } from '../order-progress';
import {
  findAttempt,
  insertAttempt,
  latestAttempt,
  moveAttempt,
  nextAttemptNo,
  type PaymentAttemptRow,
} from './payment-attempts';
import { flagRefund } from './refund-flags';
import { type DepositRefunds, refundEventCodes } from './refunds';
import { moveUnit, unitHeldBy } from './stock-units';

type OrderRow = typeof orders.$inferSelect;

/** What the deposit needs of the order module: its rows, and its side of a placed order and of a refused card. */
export interface DepositOrders {
  /** The order, locked for the caller's transaction when asked. */
  find(tx: DbExecutor, orderId: string, lock?: boolean): Promise<OrderRow | undefined>;
  /** A deposit placed the order: its confirmation email, in the placing transaction. */
  placed(tx: DbExecutor, order: OrderRow, payment: PaymentAttemptRow): Promise<void>;
  /** The card was refused while the order still waits for its deposit: where to pay again, by email. */
  refused(tx: DbExecutor, order: OrderRow, payment: PaymentAttemptRow): Promise<void>;
}

export interface DepositDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  refunds: Pick<DepositRefunds, 'request' | 'settle'>;
  orders: DepositOrders;
  publicOrigin: string;
  logger: { warn(obj: object, msg: string): void };
}

/**
 * The card deposit of an order (spec 001 sections 4 and 8; docs/payments.md): its payment attempts and their
 * provider sessions, the one way an authorisation is applied (from place-order or from the provider's
 * notification), refusals, and whether a payment is being confirmed. The order module's checkout calls use it.
 */
export function deposits(deps: DepositDeps) {
  const { db, clock } = deps;

  /**
   * A new payment attempt and its provider session, which ends with the hold: the provider refuses the card after
   * `reservedUntil`, and an extended hold gets a new session (usablePayment).
   */
  async function openPayment(order: OrderRow) {
    const payment = await db.transaction(async (tx) => {
      // Under the order's lock: two calls at once (two tabs) number their attempts one after the other.
      await deps.orders.find(tx, order.id, true);
      const attempt = await nextAttemptNo(tx, order.id);
      const row = {
        id: `PAY-${order.orderNo}-${attempt}`,
        orderId: order.id,
        attempt,
        provider: deps.gateway.name,
        amountCents: order.depositCents,
        currency: order.country === 'NZ' ? 'NZD' : 'AUD',
      };
      await insertAttempt(tx, row);
      return row;
    });
    const market = marketOf(order.country as CountryCode);
    try {
      const session = await deps.gateway.createSession({
        reference: payment.id,
        amount: { value: payment.amountCents, currency: payment.currency as 'AUD' | 'NZD' },
        countryCode: order.country as 'AU' | 'NZ',
        shopperLocale: order.country === 'NZ' ? 'en-NZ' : 'en-AU',
        returnUrl: `${deps.publicOrigin}/${market}/checkout`,
        expiresAt: order.reservedUntil,
        idempotencyKey: `${order.id}:${payment.attempt}`,
      });
      await moveAttempt(
        db,
        { id: payment.id, status: 'created' },
        'SessionOpened',
        { sessionId: session.id },
        clock.now(),
      );
      return { payment, session };
    } catch (error) {
      deps.logger.warn(
        { orderId: order.id, paymentId: payment.id, err: error },
        'payment session not created',
      );
      return { payment, session: undefined };
    }
  }

  function paymentIds(opened: {
    payment: Pick<PaymentAttemptRow, 'id' | 'amountCents'>;
    session: PaymentSession | undefined;
  }) {
    return {
      rdPaymentTransactionID: opened.payment.id,
      adyenSessionID: opened.session?.id ?? null,
      adyenSessionData: opened.session?.sessionData ?? null,
      paymentProvider: deps.gateway.name,
      paymentClientKey: deps.gateway.clientConfig.clientKey ?? null,
      paymentAmount: opened.payment.amountCents,
    };
  }

  /**
   * The one way a card authorisation is applied, from place-order or from a notification, idempotent and
   * forward-only: the domain's `decideAuthorisation` answers what it means for the order (under the order's lock),
   * and this applies it: placed (attempt authorised, unit sold, confirmation email queued), already counted, or
   * the charge flagged for refund with the customer's email (a late deposit also ends the order RefundDue and lets
   * its vehicle go); the refund is asked for once the transaction has committed.
   */
  async function completePayment(
    paymentId: string,
    authorisation: { pspReference: string; amountCents: number; currency: string },
    authorisedAt: Date,
  ): Promise<AuthorisationOutcome | 'unknown payment'> {
    let flagged = false;
    const outcome = await db.transaction(async (tx) => {
      const found = await findAttempt(tx, { id: paymentId });
      if (!found) return 'unknown payment' as const;
      const order = await deps.orders.find(tx, found.orderId, true);
      if (!order) return 'unknown payment' as const;
      // Read the payment again under the order's lock: a completion of the same payment that ran at the same
      // time (place-order and the notification) has committed by now, and must not be taken for a second one.
      const payment = (await findAttempt(tx, { id: paymentId })) ?? found;
      const now = clock.now();
      const hold = { reservedUntil: order.reservedUntil, holdsUnit: await unitHeldBy(tx, order) };
      const decided = decideAuthorisation(order, payment, hold, { ...authorisation, at: authorisedAt });
      const { pspReference } = authorisation;
      if (decided.kind === 'AlreadyCounted') return decided;
      if (decided.kind === 'Refund') {
        if (decided.flagAttempt) {
          const change = { pspReference, resultCode: 'Authorised', authorisedAt: now };
          await moveAttempt(tx, payment, 'RefundFlagged', change, now);
        }
        const charge = { paymentId: payment.id, pspReference, amountCents: authorisation.amountCents };
        flagged = await flagRefund(tx, { orderId: order.id, ...charge, reason: decided.reason }, now);
        if (decided.late) {
          const late = { type: 'DepositAuthorisedLate', paymentId: payment.id } as const;
          await recordOrderEvent(tx, order.id, late, { kind: 'payment' }, now);
          await moveUnit(tx, 'Release', { vin: order.vin, orderId: order.id }, now);
        }
        return decided;
      }
      await moveAttempt(
        tx,
        payment,
        'Authorised',
        { pspReference, resultCode: 'Authorised', authorisedAt: now },
        now,
      );
      await moveUnit(tx, 'Sell', { vin: order.vin, orderId: order.id }, now);
      const paid = { type: 'DepositAuthorised', paymentId: payment.id } as const;
      await recordOrderEvent(tx, order.id, paid, { kind: 'payment' }, now);
      await deps.orders.placed(tx, order, payment);
      return decided;
    });
    if (flagged) await deps.refunds.request(authorisation.pspReference);
    return outcome;
  }

  /**
   * The newest payment session of an order while it can still take the card and ends with the hold, else a new
   * one: a session opened before an extension ends with the old hold, so the extended hold gets a new one. While a
   * payment is being confirmed there is none (a reload must not open a way to pay twice): the page asks for one,
   * hears 409 PaymentBeingConfirmed and waits for the order instead.
   */
  async function usablePayment(order: OrderRow) {
    const latest = await latestAttempt(db, order.id);
    if (latest && (await beingConfirmed(order))) return { payment: latest, session: undefined };
    if (latest?.status === 'pending' && latest.sessionId) {
      const session = await deps.gateway.resumeSession(latest.sessionId).catch(() => undefined);
      if (session && session.expiresAt >= order.reservedUntil) return { payment: latest, session };
    }
    return openPayment(order);
  }

  /**
   * Whether the order's newest attempt was authorised by the provider (place-order heard so, or the provider's
   * session says so) and no completion has settled it yet: its notification will, so another attempt would charge
   * the card twice (operations drill finding 6).
   */
  async function beingConfirmed(order: OrderRow): Promise<boolean> {
    const latest = await latestAttempt(db, order.id);
    if (latest?.status !== 'pending' || !latest.sessionId) return false;
    return latest.resultCode === 'Authorised' || deps.gateway.sessionAuthorised(latest.sessionId);
  }

  /**
   * The webhook's processor: AUTHORISATION items are applied by `completePayment` (an authorisation for
   * another amount or currency than its payment session's never completes an order: it is refunded);
   * refusals close their attempt; REFUND items settle the refunds the shop asked for (payments/refunds.ts).
   * The time an authorisation counts from is ours, never the notification's. Answers one line for the log.
   */
  async function processNotification(notification: PaymentNotification): Promise<string> {
    if (refundEventCodes.includes(notification.eventCode)) return deps.refunds.settle(notification);
    if (notification.eventCode !== 'AUTHORISATION') return `ignored: ${notification.eventCode}`;
    const payment = await findAttempt(db, { id: notification.merchantReference });
    if (!payment) return 'ignored: unknown reference';
    if (!notification.success) {
      const refused = await db.transaction(async (tx) => {
        const change = { pspReference: notification.pspReference, resultCode: 'Refused' };
        if (!(await moveAttempt(tx, payment, 'Refused', change, clock.now()))) return false;
        const order = await deps.orders.find(tx, payment.orderId);
        // The customer is told where to pay again while the order still waits for this deposit.
        if (order?.status === 'CheckoutPaymentPage') await deps.orders.refused(tx, order, payment);
        return true;
      });
      return refused ? 'refused' : `ignored: refusal of a ${payment.status} payment`;
    }
    const charge = {
      pspReference: notification.pspReference,
      amountCents: notification.amount.value,
      currency: notification.amount.currency.toUpperCase(),
    };
    const outcome = await completePayment(payment.id, charge, clock.now());
    if (outcome === 'unknown payment') return 'ignored: unknown reference';
    if (outcome.kind === 'Refund' && outcome.reason === 'AmountDiffers') {
      deps.logger.warn(
        { paymentId: payment.id, event: 'payment-amount-mismatch' },
        'authorisation for another amount or currency than its payment session: flagged for refund',
      );
    }
    if (outcome.kind === 'Refund') return `flagged-for-refund: ${outcome.reason}`;
    return outcome.kind === 'Place' ? 'ordered' : 'already counted';
  }

  return { openPayment, paymentIds, usablePayment, beingConfirmed, completePayment, processNotification };
}

export type Deposits = ReturnType<typeof deposits>;
