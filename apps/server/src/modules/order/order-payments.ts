import { checkoutErrorCodes } from '@showroom/contract';
import {
  authorisedInTime,
  awaitsDeposit,
  type CountryCode,
  cents,
  depositNotDueText,
  isPlacedStatus,
  marketOf,
} from '@showroom/domain';
import type { PaymentNotification, PaymentSession } from '../../platform/adapters/payments/payment-gateway';
import { AppError, notFound } from '../../platform/http/app-error';
import { enqueueEmail } from '../../platform/mail';
import { refundEventCodes } from '../balance/deposit-refunds';
import { recordOrderEvent } from '../order-progress/record-order-event';
import { forSessionAmount } from '../payment/notification-checks';
import { flagForRefund, type RefundReason, refundReasons } from './deposit-refund-flags';
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
      await repository.insertPayment(tx, row);
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
      await repository.setPaymentSession(payment.id, session.id);
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
   * The one way an order becomes Ordered, from place-order or from a notification, idempotent and forward-only:
   * in time and still holding its unit → Ordered, unit sold, confirmation email queued; otherwise the deposit is
   * flagged for refund, the customer's email queued, the order ends RefundDue (never silently kept), and the
   * refund is asked for once the transaction has committed.
   */
  async function completePayment(
    paymentId: string,
    pspReference: string,
    authorisedAt: Date,
  ): Promise<string> {
    let flagged = false;
    const outcome = await db.transaction(async (tx) => {
      const found = await repository.findPayment(tx, { id: paymentId });
      if (!found) return 'ignored: unknown payment';
      const order = await repository.findOrder(tx, found.orderId, true);
      if (!order) return 'ignored: unknown order';
      // Read the payment again under the order's lock: a completion of the same payment that ran at the same
      // time (place-order and the notification) has committed by now, and must not be taken for a second one.
      const payment = (await repository.findPayment(tx, { id: paymentId })) ?? found;
      const now = clock.now();
      const flag = async (reason: RefundReason) => {
        flagged = await flagForRefund(deps, tx, order, payment, pspReference, reason, now);
      };
      if (isPlacedStatus(order.status)) {
        if (payment.status !== 'authorised') {
          // A second authorised payment for an order already paid (two tabs, a retry): refund it.
          await repository.updatePayment(tx, payment.id, { status: 'refund_due', pspReference }, now);
          await flag(refundReasons.alreadyPaid);
          return 'flagged-for-refund: order already paid';
        }
        if (payment.pspReference && payment.pspReference !== pspReference) {
          // The same payment authorised a second time (another charge): the deposit counts once.
          await flag(refundReasons.authorisedTwice);
          return 'flagged-for-refund: payment already authorised';
        }
        return 'already ordered';
      }
      const inTime =
        order.status === 'CheckoutPaymentPage' &&
        authorisedInTime(order.reservedUntil, authorisedAt) &&
        (await repository.sellUnit(tx, order));
      if (!inTime) {
        await repository.updatePayment(
          tx,
          payment.id,
          { status: 'refund_due', pspReference, resultCode: 'Authorised' },
          now,
        );
        await flag(refundReasons.holdEnded);
        if (order.status === 'CheckoutPaymentPage' || order.status === 'Expired') {
          const late = { type: 'DepositAuthorisedLate', paymentId: payment.id } as const;
          await recordOrderEvent(tx, order.id, late, { kind: 'payment' }, now);
          await repository.releaseUnit(tx, order.vin, order.id);
        }
        return 'flagged-for-refund: reservation had expired';
      }
      await repository.updatePayment(
        tx,
        payment.id,
        { status: 'authorised', pspReference, resultCode: 'Authorised' },
        now,
      );
      const paid = { type: 'DepositAuthorised', paymentId: payment.id } as const;
      await recordOrderEvent(tx, order.id, paid, { kind: 'payment' }, now);
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
      return 'ordered';
    });
    if (flagged) await deps.refunds.request(pspReference);
    return outcome;
  }

  /**
   * The newest payment session of an order while it can still take the card and ends with the hold, else a new
   * one: a session opened before an extension ends with the old hold, so the extended hold gets a new one.
   */
  async function usablePayment(order: OrderRow) {
    const latest = await repository.latestPayment(order.id);
    if (latest?.status === 'pending' && latest.sessionId) {
      const session = await deps.gateway.resumeSession(latest.sessionId).catch(() => undefined);
      if (session && session.expiresAt >= order.reservedUntil) return { payment: latest, session };
    }
    return openPayment(order);
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
        const result = await completePayment(payment.id, outcome.pspReference, clock.now());
        if (result !== 'ordered' && result !== 'already ordered') throw expiredError(order);
        return done();
      },

      async newPaymentIds(orderId: string, caller: Caller) {
        const order = await ownedOrder(orderId, caller);
        // Paid, cancelled or refunded: nothing to pay by card, and not a reservation that expired.
        if (!awaitsDeposit(order.status)) {
          throw new AppError(409, 'DepositNoLongerPayable', depositNotDueText(order.country as CountryCode));
        }
        if (!(await isActive(order))) throw expiredError(order);
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
       * The webhook's processor: AUTHORISATION items move an order forward; refusals are recorded; REFUND items
       * settle the deposits the shop gives back (deposit-refunds.ts). An authorisation for another amount or
       * currency than its payment session's never completes an order: its payment is marked refund_due. The time
       * it counts from is ours, never the notification's.
       */
      async processNotification(notification: PaymentNotification): Promise<string> {
        if (refundEventCodes.includes(notification.eventCode)) return deps.refunds.settle(notification);
        if (notification.eventCode !== 'AUTHORISATION') return `ignored: ${notification.eventCode}`;
        const payment = await repository.findPayment(db, { id: notification.merchantReference });
        if (!payment) return 'ignored: unknown reference';
        if (!notification.success) {
          if (payment.status === 'pending') {
            await db.transaction(async (tx) => {
              await repository.updatePayment(
                tx,
                payment.id,
                { status: 'refused', pspReference: notification.pspReference, resultCode: 'Refused' },
                clock.now(),
              );
              const order = await repository.findOrder(tx, payment.orderId);
              // The customer is told where to pay again while the order still waits for this deposit.
              if (order?.status === 'CheckoutPaymentPage')
                await enqueueDepositRefusedEmail(tx, deps, order, payment);
            });
          }
          return 'refused';
        }
        if (!forSessionAmount(notification, payment)) {
          deps.logger.warn(
            { paymentId: payment.id, event: 'payment-amount-mismatch' },
            'authorisation for another amount or currency than its payment session: flagged for refund',
          );
          if (payment.status !== 'authorised') {
            await repository.updatePayment(
              db,
              payment.id,
              { status: 'refund_due', pspReference: notification.pspReference },
              clock.now(),
            );
          }
          return 'flagged-for-refund: amount or currency differs from the payment session';
        }
        // Authorised when we hear of it: the notification's eventDate is not covered by its signature.
        return completePayment(payment.id, notification.pspReference, clock.now());
      },
    },
  };
}

export type OrderPayments = ReturnType<typeof orderPayments>;
