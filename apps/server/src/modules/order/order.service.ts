import { randomBytes } from 'node:crypto';
import {
  checkoutErrorCodes,
  type ParsedBodyOf,
  type placeReservation as PlaceReservation,
} from '@showroom/contract';
import {
  authorisedInTime,
  canExtend,
  cents,
  countdownOf,
  depositCents,
  marketOf,
  reservationExpiredMessage,
  reservationHoldSeconds,
  reservationLostMessage,
} from '@showroom/domain';
import type { PaymentGateway, PaymentNotification } from '../../platform/adapters/payments/payment-gateway';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/http/app-error';
import { enqueueEmail } from '../../platform/mail';
import { assignMarketIds } from '../auth/auth.repository';
import type { PricingService } from '../pricing/pricing.service';
import type { OrderRepository, OrderRow, PaymentRow } from './order.repository';

type ReservationBody = ParsedBodyOf<typeof PlaceReservation>;

/** What the order keeps of the configuration it sold: ids, names and catalogue prices (cents). */
export interface ConfigurationSnapshot {
  variantId: string;
  variantName: string;
  variantPrice: number;
  exteriorId: string;
  exteriorName: string;
  exteriorPrice: number;
  interiorId: string;
  interiorName: string;
  interiorPrice: number;
  options: { id: string; name: string; price: number; type: 'Accessories' | 'Charge' }[];
  deliveryOption: string;
  pickupLocationName: string | null;
}

export interface OrderServiceDeps {
  db: Db;
  clock: Clock;
  repository: OrderRepository;
  pricing: PricingService;
  gateway: PaymentGateway;
  publicOrigin: string;
  logger: { warn(obj: object, msg: string): void };
}

const soldOutMessage =
  'Your design is currently sold out, but you can continue and join a waitlist and we will notify you when it is available.';

/** The same 404 for an unknown order and one of another browser (no enumeration). */
const unknownOrder = () => notFound('The order');

export function orderNumberOf(order: Pick<OrderRow, 'orderNo'>): string {
  return `SR-${order.orderNo}`;
}

/**
 * Checkout (spec 001 sections 4 and 8): reservation, countdown, payment attempts and order completion. Every call
 * names an order this browser reserved; the vehicle is held in the stock table by one conditional update.
 */
export function orderService(deps: OrderServiceDeps) {
  const { db, repository, clock } = deps;
  const holdMs = reservationHoldSeconds * 1000;

  async function ownedOrder(orderId: string, tokenHash: string | undefined): Promise<OrderRow> {
    const order = tokenHash ? await repository.findOrder(db, orderId) : undefined;
    if (!order || order.browserTokenHash !== tokenHash) throw unknownOrder();
    return order;
  }

  /** Whether the order still holds its vehicle now; an order whose hold ran out is expired on the spot. */
  async function isActive(order: OrderRow): Promise<boolean> {
    if (order.status !== 'CheckoutPaymentPage') return false;
    const now = clock.now();
    if (order.reservedUntil > now && (await repository.unitHeldBy(db, order))) return true;
    await db.transaction(async (tx) => {
      if (!(await repository.expire(tx, order.id, now)) && order.reservedUntil > now) {
        // The unit was taken from under a running hold (withdrawn by staff): end the order too.
        await repository.setOrderStatus(tx, order.id, 'Expired', now);
      }
    });
    return false;
  }

  function expiredError(order: OrderRow): AppError {
    return new AppError(
      409,
      checkoutErrorCodes.reservationExpired,
      reservationExpiredMessage(order.country as 'AU' | 'NZ'),
    );
  }

  /** A new payment attempt and its provider session; the session may not outlive the longest possible hold. */
  async function openPayment(order: OrderRow) {
    const payment = await db.transaction(async (tx) => {
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

  function paymentIds(opened: Awaited<ReturnType<typeof openPayment>>) {
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
      const payment = await repository.findPayment(tx, { id: paymentId });
      if (!payment) return 'ignored: unknown payment';
      const order = await repository.findOrder(tx, payment.orderId, true);
      if (!order) return 'ignored: unknown order';
      const now = clock.now();
      if (order.status === 'Ordered') {
        if (payment.status !== 'authorised') {
          // A second authorised payment for an order already paid (two tabs): refund it.
          await repository.updatePayment(tx, payment.id, { status: 'refund_due', pspReference }, now);
          return 'flagged-for-refund: order already paid';
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
          await repository.setOrderStatus(tx, order.id, 'RefundDue', now);
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
      await repository.setOrderStatus(tx, order.id, 'Ordered', now);
      const configuration = order.configuration as ConfigurationSnapshot;
      const market = marketOf(order.country as 'AU' | 'NZ');
      await enqueueEmail(tx, {
        to: order.email,
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
          orderUrl: `${deps.publicOrigin}/${market}/account`,
        },
      });
      return 'ordered';
    });
  }

  return {
    /** `customerId`: the signed-in customer (auth module), who then sees the order in My Orders. */
    async placeReservation(body: ReservationBody, tokenHash: string, customerId: string | null = null) {
      const input = body.order;
      const priced = await deps.pricing.priceConfiguration({
        country: input.Country,
        state: (input.State || undefined) as never,
        customerType: input.CustomerType,
        variantId: input.VariantID,
        exteriorId: input.ExteriorID,
        interiorId: input.InteriorID,
        optionIds: input.Options.map((o) => o.YanaOptionID),
        deliveryOption: input.DeliveryOption,
        postcode: input.DeliveryLocationPostcode,
        suburb: input.DeliveryLocationSuburb,
      });
      const configuration: ConfigurationSnapshot = {
        variantId: priced.variant.id,
        variantName: priced.variant.name,
        variantPrice: priced.variant.priceCents,
        exteriorId: priced.exterior.exterior.id,
        exteriorName: priced.exterior.paint.name,
        exteriorPrice: priced.exterior.exterior.priceCents,
        interiorId: priced.interior.interior.id,
        interiorName: priced.interior.trim.name,
        interiorPrice: priced.interior.interior.priceCents,
        options: priced.options.map((o) => ({
          id: o.id,
          name: o.name,
          price: o.priceCents,
          type: o.optionType,
        })),
        deliveryOption: input.DeliveryOption,
        pickupLocationName: input.PickupLocationName ?? null,
      };
      const now = clock.now();
      const until = new Date(now.getTime() + holdMs);
      const orderId = `ORD-${randomBytes(10).toString('hex').toUpperCase()}`;
      const order = await db.transaction(async (tx) => {
        const vin = await repository.reserveUnit(
          tx,
          {
            country: input.Country,
            variantId: input.VariantID,
            exteriorId: input.ExteriorID,
            interiorId: input.InteriorID,
          },
          orderId,
          until,
          now,
        );
        if (!vin) throw new AppError(409, checkoutErrorCodes.inventoryUnavailable, soldOutMessage);
        // A signed-in customer's first order in a market gives it that market's customer id and number.
        if (customerId) await assignMarketIds(tx, customerId, input.Country);
        return repository.insertOrder(tx, {
          id: orderId,
          country: input.Country,
          state: input.State || null,
          vin,
          browserTokenHash: tokenHash,
          customerId,
          customerType: input.CustomerType,
          firstName: input.FirstName,
          lastName: input.LastName,
          email: input.Email.toLowerCase(),
          mobile: input.Mobile,
          businessName: input.CustomerType === 'Business' ? (input.BusinessName ?? null) : null,
          businessNumber: input.CustomerType === 'Business' ? (input.ABN ?? null) : null,
          comments: input.Comments ?? null,
          configuration,
          priceSnapshot: priced.cost,
          driveAwayCents: priced.cost.driveawayPrice,
          depositCents,
          reservedUntil: until,
        });
      });
      const opened = await openPayment(order);
      return {
        order: {
          orderID: order.id,
          yanaReservationID: order.id,
          yanaReservationNumber: orderNumberOf(order),
          rdAccountID: null,
          driveawayPrice: order.driveAwayCents,
          ...paymentIds(opened),
        },
        ...countdownOf(order, now),
      };
    },

    async reservationStatus(orderId: string, tokenHash: string | undefined) {
      const order = await ownedOrder(orderId, tokenHash);
      if (order.status === 'Ordered') return 'ordered' as const;
      if (order.status === 'RefundDue') return 'refund-due' as const;
      return (await isActive(order)) ? ('active' as const) : ('expired' as const);
    },

    async countdown(tokenHash: string | undefined) {
      const order = tokenHash ? await repository.currentCheckoutOrder(tokenHash) : undefined;
      if (!order || !(await isActive(order))) {
        throw new AppError(409, checkoutErrorCodes.noActiveReservation, reservationLostMessage);
      }
      return countdownOf(order, clock.now());
    },

    async extend(tokenHash: string | undefined) {
      const order = tokenHash ? await repository.currentCheckoutOrder(tokenHash) : undefined;
      const now = clock.now();
      if (!order || !(await isActive(order))) {
        return {
          ...countdownOf({ reservedUntil: now, extensionCount: order?.extensionCount ?? 0 }, now),
          extended: false,
          message: reservationLostMessage,
        };
      }
      if (!canExtend(order, now)) {
        return {
          ...countdownOf(order, now),
          extended: false,
          message: 'This reservation cannot be extended again.',
        };
      }
      const extended = await db.transaction((tx) =>
        repository.extend(tx, order.id, new Date(now.getTime() + holdMs), now),
      );
      if (!extended) {
        const latest = (await repository.findOrder(db, order.id)) ?? order;
        return {
          ...countdownOf(latest, now),
          extended: false,
          message: 'This reservation cannot be extended again.',
        };
      }
      return {
        ...countdownOf(extended, now),
        extended: true,
        message: 'Your reservation has been extended.',
      };
    },

    async placeOrder(
      orderId: string,
      session: { SessionID: string; SessionResult?: string | null | undefined },
      tokenHash: string | undefined,
    ) {
      const order = await ownedOrder(orderId, tokenHash);
      const payment = await repository.findPayment(db, { orderId: order.id, sessionId: session.SessionID });
      if (!payment) throw notFound('The payment session');
      const done = () => ({
        yanaOrderIDs: [order.id],
        orderNumber: orderNumberOf(order),
        rdPaymentTransactionID: payment.id,
        orderVehicle: { country: order.country as 'AU' | 'NZ' },
      });
      if (order.status === 'Ordered' && payment.status === 'authorised') return done();
      if (!(await isActive(order))) throw expiredError(order);
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

    async newPaymentIds(orderId: string, tokenHash: string | undefined) {
      const order = await ownedOrder(orderId, tokenHash);
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
      tokenHash: string | undefined,
    ) {
      const order = await ownedOrder(orderId, tokenHash);
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

    /** Expires unpaid orders whose hold ran out, a batch at a time; safe with several instances (SKIP LOCKED). */
    async sweepExpired(limit = 50): Promise<number> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const ids = await repository.claimExpired(tx, now, limit);
        for (const id of ids) await repository.expire(tx, id, now);
        return ids.length;
      });
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
