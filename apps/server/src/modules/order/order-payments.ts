import { checkoutErrorCodes } from '@showroom/contract';
import {
  type AuthorisationOutcome,
  awaitsDeposit,
  type CountryCode,
  cents,
  decideAuthorisation,
  depositNotDueText,
  isPlacedStatus,
  marketOf,
} from '@showroom/domain';
import type { PaymentNotification, PaymentSession } from '../../platform/adapters/payments/payment-gateway';
import { AppError, notFound } from '../../platform/http/app-error';
import { enqueueEmail } from '../../platform/mail';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import { testFault } from '../../platform/test-fault';
import { recordOrderEvent } from '../order-progress/record-order-event';
import { flagRefund, insertAttempt, moveAttempt, noteProviderResult, refundEventCodes } from '../payments';
import { enqueueDepositRefusedEmail } from './deposit-refused-email';
import type { OrderRow, PaymentRow } from './order.repository';
import type { Caller, OrderContext, OrderServiceDeps } from './order-context';
import { marketCustomerIds } from './order-customer.repository';
import { type ConfigurationSnapshot, orderNumberOf, orderSuccessUrl } from './order-summary';

/**
 * The card deposit of an order (spec 001 sections 4 and 8): payment attempts and their provider sessions, and the
 * one way an order is completed, from place-order or from the provider's notification.
 */
export function orderPayments(deps: OrderServiceDeps, context: OrderContext) {
  const { db, repository, clock } = deps;
  const { ownedOrder, isActive, customerOf, expiredError } = context;

  /**
   * A new payment attempt and its provider session, which ends with the hold: the provider refuses the card after
   * `reservedUntil`, and an extended hold gets a new session (usablePayment).
   */
  async function openPayment(order: OrderRow) {
    const payment = await db.transaction(async (tx) => {
      // Under the order's lock: two calls at once (two tabs) number their attempts one after the other.
      await repository.findOrder(tx, order.id, true);
      const attempt = await repository.nextAttempt(tx, order.id);
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
    const market = marketOf(order.country as 'AU' | 'NZ');
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
    payment: Pick<PaymentRow, 'id' | 'amountCents'>;
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
      const found = await repository.findPayment(tx, { id: paymentId });
      if (!found) return 'unknown payment' as const;
      const order = await repository.findOrder(tx, found.orderId, true);
      if (!order) return 'unknown payment' as const;
      // Read the payment again under the order's lock: a completion of the same payment that ran at the same
      // time (place-order and the notification) has committed by now, and must not be taken for a second one.
      const payment = (await repository.findPayment(tx, { id: paymentId })) ?? found;
      const now = clock.now();
      const hold = { reservedUntil: order.reservedUntil, holdsUnit: await repository.unitHeldBy(tx, order) };
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
          await repository.releaseUnit(tx, order.vin, order.id, now);
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
      await repository.sellUnit(tx, order, now);
      const paid = { type: 'DepositAuthorised', paymentId: payment.id } as const;
      await recordOrderEvent(tx, order.id, paid, { kind: 'payment' }, now);
      await queueConfirmation(tx, order, payment);
      return decided;
    });
    if (flagged) await deps.refunds.request(authorisation.pspReference);
    return outcome;
  }

  /** The order confirmation email, in the placing transaction (once per order). */
  async function queueConfirmation(tx: DbExecutor, order: OrderRow, payment: PaymentRow): Promise<void> {
    const configuration = order.configuration as ConfigurationSnapshot;
    const customer = order.customerId ? await deps.customers.findCustomer(tx, order.customerId) : undefined;
    await enqueueEmail(tx, {
      to: order.email,
      customerId: customer?.issuer ? customer.id : null,
      template: 'order-confirmation',
      dedupeKey: `order-confirmation:${order.id}`,
      data: {
        country: order.country as 'AU' | 'NZ',
        state: order.state,
        firstName: order.firstName,
        orderNumber: orderNumberOf(order),
        vehicle: {
          variantName: configuration.variantName,
          variantPrice: cents(configuration.variantPrice),
          exteriorName: configuration.exteriorName,
          exteriorPrice: cents(configuration.exteriorPrice),
          interiorName: configuration.interiorName,
          interiorPrice: cents(configuration.interiorPrice),
          options: configuration.options.map((o) => ({
            name: o.name,
            price: cents(o.price),
            type: o.type,
          })),
        },
        driveAwayPrice: cents(order.driveAwayCents),
        depositPaid: cents(payment.amountCents),
        orderUrl: orderSuccessUrl(deps.publicOrigin, order, customer, payment.id),
      },
    });
  }

  /**
   * The newest payment session of an order while it can still take the card and ends with the hold, else a new
   * one: a session opened before an extension ends with the old hold, so the extended hold gets a new one. While a
   * payment is being confirmed there is none (a reload must not open a way to pay twice): the page asks for one,
   * hears 409 PaymentBeingConfirmed and waits for the order instead.
   */
  async function usablePayment(order: OrderRow) {
    const latest = await repository.latestPayment(order.id);
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
    const latest = await repository.latestPayment(order.id);
    if (latest?.status !== 'pending' || !latest.sessionId) return false;
    return latest.resultCode === 'Authorised' || deps.gateway.sessionAuthorised(latest.sessionId);
  }

  return {
    sessions: { openPayment, paymentIds, usablePayment },
    calls: {
      /** Places the order once its deposit is authorised; keeps the card holder's name it was given. */
      async placeOrder(
        {
          OrderID: orderId,
          NameOnCreditCard: nameOnCard,
        }: { OrderID: string; NameOnCreditCard?: string | null },
        session: { SessionID: string; SessionResult?: string | null | undefined },
        caller: Caller,
      ) {
        const order = await ownedOrder(orderId, caller);
        const payment = await repository.findPayment(db, { orderId: order.id, sessionId: session.SessionID });
        if (!payment) throw notFound('The payment session');
        // Placed (here or by the provider's notification): the name the card form had is the order's.
        const done = async () => {
          if (nameOnCard) await repository.setNameOnCreditCard(order.id, nameOnCard);
          return {
            yanaOrderIDs: [order.id],
            orderNumber: orderNumberOf(order),
            ...marketCustomerIds(await customerOf(order), order.country),
            rdPaymentTransactionID: payment.id,
            orderVehicle: { country: order.country as CountryCode },
          };
        };
        const paidAlready = async () => {
          const [latestOrder, latestPayment] = await Promise.all([
            repository.findOrder(db, order.id),
            repository.findPayment(db, { id: payment.id }),
          ]);
          const placed = latestOrder !== undefined && isPlacedStatus(latestOrder.status);
          return placed && latestPayment?.status === 'authorised';
        };
        if (isPlacedStatus(order.status) && payment.status === 'authorised') return done();
        // Not active any more may mean the notification has just completed this very payment.
        if (!(await isActive(order))) {
          if (await paidAlready()) return done();
          throw expiredError(order);
        }
        const outcome = await deps.gateway.getSessionOutcome(session.SessionID, session.SessionResult ?? '');
        if (outcome.status !== 'completed' || outcome.resultCode !== 'Authorised' || !outcome.pspReference) {
          throw new AppError(
            409,
            checkoutErrorCodes.paymentNotAuthorised,
            'Your credit card details have been refused, please re-enter your details.',
          );
        }
        // From here the payment is being confirmed, even if this instance dies before it answers (beingConfirmed).
        await noteProviderResult(db, payment.id, 'Authorised', clock.now());
        testFault('exit-after-authorisation');
        const charge = {
          pspReference: outcome.pspReference,
          amountCents: payment.amountCents,
          currency: payment.currency,
        };
        const result = await completePayment(payment.id, charge, clock.now());
        if (result === 'unknown payment' || result.kind === 'Refund') throw expiredError(order);
        return done();
      },

      async newPaymentIds(orderId: string, caller: Caller) {
        const order = await ownedOrder(orderId, caller);
        // Paid, cancelled or refunded: nothing to pay by card, and not a reservation that expired.
        if (!awaitsDeposit(order.status)) {
          throw new AppError(409, 'DepositNoLongerPayable', depositNotDueText(order.country as CountryCode));
        }
        if (!(await isActive(order))) throw expiredError(order);
        if (await beingConfirmed(order)) {
          throw new AppError(
            409,
            checkoutErrorCodes.paymentBeingConfirmed,
            'Your payment is being confirmed. Please wait a moment.',
          );
        }
        const opened = await openPayment(order);
        if (!opened.session) {
          throw new AppError(
            503,
            'PaymentUnavailable',
            'The payment service is unavailable. Please try again shortly.',
          );
        }
        return { ...paymentIds(opened), message: 'A new payment session is ready.' };
      },

      async savePaymentLog(
        orderId: string,
        session: {
          SessionID: string;
          ResultCode?: string | null | undefined;
          ErrorMessage?: string | null | undefined;
        },
        caller: Caller,
      ) {
        const order = await ownedOrder(orderId, caller);
        const payment: PaymentRow | undefined = await repository.findPayment(db, {
          orderId: order.id,
          sessionId: session.SessionID,
        });
        await repository.logPayment(
          order.id,
          payment?.id ?? null,
          session.ResultCode ?? null,
          session.ErrorMessage ?? null,
        );
        return { logged: true };
      },

      /**
       * The webhook's processor: AUTHORISATION items are applied by `completePayment` (an authorisation for
       * another amount or currency than its payment session's never completes an order: it is refunded);
       * refusals close their attempt; REFUND items settle the refunds the shop asked for (payments/refunds.ts).
       * The time an authorisation counts from is ours, never the notification's. Answers one line for the log.
       */
      async processNotification(notification: PaymentNotification): Promise<string> {
        if (refundEventCodes.includes(notification.eventCode)) return deps.refunds.settle(notification);
        if (notification.eventCode !== 'AUTHORISATION') return `ignored: ${notification.eventCode}`;
        const payment = await repository.findPayment(db, { id: notification.merchantReference });
        if (!payment) return 'ignored: unknown reference';
        if (!notification.success) {
          const refused = await db.transaction(async (tx) => {
            const change = { pspReference: notification.pspReference, resultCode: 'Refused' };
            if (!(await moveAttempt(tx, payment, 'Refused', change, clock.now()))) return false;
            const order = await repository.findOrder(tx, payment.orderId);
            // The customer is told where to pay again while the order still waits for this deposit.
            if (order?.status === 'CheckoutPaymentPage')
              await enqueueDepositRefusedEmail(tx, deps, order, payment);
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
      },
    },
  };
}

export type OrderPayments = ReturnType<typeof orderPayments>;
