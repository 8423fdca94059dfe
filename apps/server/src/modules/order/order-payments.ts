import { checkoutErrorCodes } from '@showroom/contract';
import {
  authorisedInTime,
  type CountryCode,
  cents,
  isPlacedStatus,
  marketOf,
  reservationHoldSeconds,
} from '@showroom/domain';
import type { PaymentNotification, PaymentSession } from '../../platform/adapters/payments/payment-gateway';
import { AppError, notFound } from '../../platform/http/app-error';
import { enqueueEmail } from '../../platform/mail';
import { flagDepositRefund } from '../balance/refund-due';
import { recordOrderEvent } from '../order-progress/record-order-event';
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
  const holdMs = reservationHoldSeconds * 1000;

  /** A new payment attempt and its provider session; the session may not outlive the longest possible hold. */
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
    const remainingExtensions = Math.max(0, 2 - order.extensionCount);
    const market = marketOf(order.country as 'AU' | 'NZ');
    try {
      const session = await deps.gateway.createSession({
        reference: payment.id,
        amount: { value: payment.amountCents, currency: payment.currency as 'AUD' | 'NZD' },
        countryCode: order.country as 'AU' | 'NZ',
        shopperLocale: order.country === 'NZ' ? 'en-NZ' : 'en-AU',
        returnUrl: `${deps.publicOrigin}/${market}/checkout`,
        expiresAt: new Date(order.reservedUntil.getTime() + remainingExtensions * holdMs),
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
   * flagged for refund and the order ends RefundDue (never silently kept).
   */
  async function completePayment(
    paymentId: string,
    pspReference: string,
    authorisedAt: Date,
  ): Promise<string> {
    return db.transaction(async (tx) => {
      const found = await repository.findPayment(tx, { id: paymentId });
      if (!found) return 'ignored: unknown payment';
      const order = await repository.findOrder(tx, found.orderId, true);
      if (!order) return 'ignored: unknown order';
      // Read the payment again under the order's lock: a completion of the same payment that ran at the same
      // time (place-order and the notification) has committed by now, and must not be taken for a second one.
      const payment = (await repository.findPayment(tx, { id: paymentId })) ?? found;
      const now = clock.now();
      if (isPlacedStatus(order.status)) {
        const refund = {
          orderId: order.id,
          paymentId: payment.id,
          pspReference,
          amountCents: payment.amountCents,
        };
        if (payment.status !== 'authorised') {
          // A second authorised payment for an order already paid (two tabs, a retry): refund it.
          await repository.updatePayment(tx, payment.id, { status: 'refund_due', pspReference }, now);
          await flagDepositRefund(tx, { ...refund, reason: 'order already paid' }, now);
          return 'flagged-for-refund: order already paid';
        }
        if (payment.pspReference && payment.pspReference !== pspReference) {
          // The same payment authorised a second time (another charge): the deposit counts once.
          await flagDepositRefund(tx, { ...refund, reason: 'second authorisation of the same payment' }, now);
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
  }

  /** The newest payment session of an order while it can still take the card, else a new one. */
  async function usablePayment(order: OrderRow) {
    const latest = await repository.latestPayment(order.id);
    if (latest?.status === 'pending' && latest.sessionId) {
      const session = await deps.gateway.resumeSession(latest.sessionId).catch(() => undefined);
      if (session) return { payment: latest, session };
    }
    return openPayment(order);
  }

  return {
    sessions: { openPayment, paymentIds, usablePayment },
    calls: {
      async placeOrder(
        orderId: string,
        session: { SessionID: string; SessionResult?: string | null | undefined },
        caller: Caller,
      ) {
        const order = await ownedOrder(orderId, caller);
        const payment = await repository.findPayment(db, { orderId: order.id, sessionId: session.SessionID });
        if (!payment) throw notFound('The payment session');
        const done = async () => ({
          yanaOrderIDs: [order.id],
          orderNumber: orderNumberOf(order),
          ...marketCustomerIds(await customerOf(order), order.country),
          rdPaymentTransactionID: payment.id,
          orderVehicle: { country: order.country as CountryCode },
        });
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

      /** The webhook's processor: AUTHORISATION items move an order forward; refusals are recorded. */
      async processNotification(notification: PaymentNotification): Promise<string> {
        if (notification.eventCode !== 'AUTHORISATION') return `ignored: ${notification.eventCode}`;
        const payment = await repository.findPayment(db, { id: notification.merchantReference });
        if (!payment) return 'ignored: unknown reference';
        if (!notification.success) {
          if (payment.status === 'pending') {
            await repository.updatePayment(
              db,
              payment.id,
              { status: 'refused', pspReference: notification.pspReference, resultCode: 'Refused' },
              clock.now(),
            );
          }
          return 'refused';
        }
        const eventAt = notification.eventDate ? new Date(notification.eventDate) : undefined;
        const now = clock.now();
        const authorisedAt = eventAt && !Number.isNaN(eventAt.getTime()) && eventAt <= now ? eventAt : now;
        return completePayment(payment.id, notification.pspReference, authorisedAt);
      },
    },
  };
}

export type OrderPayments = ReturnType<typeof orderPayments>;
