import { randomBytes } from 'node:crypto';
import {
  checkoutErrorCodes,
  type ParsedBodyOf,
  type placeReservation as PlaceReservation,
} from '@showroom/contract';
import {
  authorisedInTime,
  type CountryCode,
  canExtend,
  cents,
  countdownOf,
  depositCents,
  marketOf,
  reservationExpiredMessage,
  reservationHoldSeconds,
  reservationLostMessage,
} from '@showroom/domain';
import type {
  PaymentGateway,
  PaymentNotification,
  PaymentSession,
} from '../../platform/adapters/payments/payment-gateway';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/http/app-error';
import { enqueueEmail } from '../../platform/mail';
import type { Customer } from '../auth/auth.repository';
import type { ExperienceCentre } from '../location/location.repository';
import type { PricingService } from '../pricing/pricing.service';
import type { OrderRepository, OrderRow, PaymentRow } from './order.repository';
import { marketCustomerIds, type OrderCustomerRepository } from './order-customer.repository';
import { type ConfigurationSnapshot, orderNumberOf, orderSuccessUrl, orderSummaryOf } from './order-summary';
import { reservationDelivery } from './reservation-delivery';

type ReservationBody = ParsedBodyOf<typeof PlaceReservation>;

/**
 * Who calls: this browser's reservation token (hash) and, looked up only when needed, the signed-in customer.
 * An order belongs to the browser that reserved it or to the signed-in customer stored on it.
 */
export interface Caller {
  tokenHash: string | undefined;
  customerId(): Promise<string | null>;
}

export interface OrderServiceDeps {
  db: Db;
  clock: Clock;
  repository: OrderRepository;
  customers: OrderCustomerRepository;
  pricing: PricingService;
  /** The market's Experience Centres (the location module): where a pick-up order may be collected. */
  centres: (country: CountryCode) => Promise<ExperienceCentre[]>;
  gateway: PaymentGateway;
  publicOrigin: string;
  logger: { warn(obj: object, msg: string): void };
}

const soldOutMessage =
  'Your design is currently sold out, but you can continue and join a waitlist and we will notify you when it is available.';

const duplicateEmailMessage =
  'This email is already registered. Would you like to sign in to continue your order?';

/** The same 404 for an unknown order and one of anyone else (no enumeration). */
const unknownOrder = () => notFound('The order');

/**
 * Checkout (spec 001 sections 4 and 8): reservation, countdown, payment attempts and order completion. Every call
 * acts on an order of this browser or of the signed-in customer; the vehicle is held in the stock table by one
 * conditional update.
 */
export function orderService(deps: OrderServiceDeps) {
  const { db, repository, clock } = deps;
  const holdMs = reservationHoldSeconds * 1000;

  async function owns(order: OrderRow, caller: Caller): Promise<boolean> {
    if (caller.tokenHash && order.browserTokenHash === caller.tokenHash) return true;
    if (!order.customerId) return false;
    return order.customerId === (await caller.customerId());
  }

  async function ownedOrder(orderId: string, caller: Caller): Promise<OrderRow> {
    const order = await repository.findOrder(db, orderId);
    if (!order || !(await owns(order, caller))) throw unknownOrder();
    return order;
  }

  /** The newest order of this browser or signed-in customer in the country that still holds its vehicle. */
  async function currentOrder(caller: Caller, country: string): Promise<OrderRow | undefined> {
    const owner = { tokenHash: caller.tokenHash, customerId: await caller.customerId() };
    for (const order of await repository.checkoutOrdersOf(owner, country)) {
      if (await isActive(order)) return order;
    }
    return undefined;
  }

  async function customerOf(order: OrderRow): Promise<Customer | undefined> {
    return order.customerId ? deps.customers.findCustomer(db, order.customerId) : undefined;
  }

  async function summaryOf(order: OrderRow, customer: Customer | undefined) {
    return orderSummaryOf(order, customer, await repository.summaryFacts(order));
  }

  /** Whether the order still holds its vehicle now; an order whose hold ran out is expired on the spot. */
  async function isActive(order: OrderRow): Promise<boolean> {
    if (order.status !== 'CheckoutPaymentPage') return false;
    const now = clock.now();
    if (order.reservedUntil > now && (await repository.unitHeldBy(db, order))) return true;
    await db.transaction(async (tx) => {
      if (!(await repository.expire(tx, order.id, now)) && order.reservedUntil > now) {
        // The unit was taken from under a running hold (withdrawn by staff): end the order too.
        await repository.setOrderStatus(tx, order.id, { from: 'CheckoutPaymentPage', to: 'Expired' }, now);
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
          await repository.setOrderStatus(tx, order.id, { from: order.status, to: 'RefundDue' }, now);
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
      await repository.setOrderStatus(tx, order.id, { from: 'CheckoutPaymentPage', to: 'Ordered' }, now);
      const configuration = order.configuration as ConfigurationSnapshot;
      const customer = order.customerId ? await deps.customers.findCustomer(tx, order.customerId) : undefined;
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
          orderUrl: orderSuccessUrl(deps.publicOrigin, order, customer, payment.id),
        },
      });
      return 'ordered';
    });
  }

  /** A reservation as the payment step needs it (place-reservation and get-active-reservation). */
  function reservationReply(
    order: OrderRow,
    customer: Customer | undefined,
    payment: Parameters<typeof paymentIds>[0],
  ) {
    return {
      order: {
        orderID: order.id,
        yanaReservationID: order.id,
        yanaReservationNumber: orderNumberOf(order),
        ...marketCustomerIds(customer, order.country),
        rdAccountID: null,
        driveawayPrice: order.driveAwayCents,
        ...paymentIds(payment),
      },
      ...countdownOf(order, clock.now()),
    };
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
    /**
     * Reserves a unit for this browser (and the signed-in customer, who then sees the order in My Orders from any
     * browser). Without a signed-in customer, an email someone signs in with answers DuplicateEmail unless the
     * visitor chose to continue without signing in; the order then has a guest customer of its own.
     */
    async placeReservation(body: ReservationBody, tokenHash: string, customerId: string | null) {
      const input = body.order;
      if (
        !customerId &&
        !body.continueWithRegisteredEmail &&
        (await deps.customers.isRegisteredEmail(input.Email))
      ) {
        throw new AppError(409, checkoutErrorCodes.duplicateEmail, duplicateEmailMessage, [
          { field: 'order.Email', message: 'This email is already registered' },
        ]);
      }
      const delivery = await reservationDelivery(input, deps.centres);
      const priced = await deps.pricing.priceConfiguration({
        country: input.Country,
        state: (input.State || undefined) as never,
        customerType: input.CustomerType,
        variantId: input.VariantID,
        exteriorId: input.ExteriorID,
        interiorId: input.InteriorID,
        optionIds: input.Options.map((o) => o.YanaOptionID),
        deliveryOption: delivery.deliveryOption,
        postcode: delivery.deliveryPostcode,
        suburb: delivery.deliverySuburb,
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
      };
      const business = input.CustomerType === 'Business';
      const buyer = {
        email: input.Email.toLowerCase(),
        country: input.Country,
        customerType: input.CustomerType,
        firstName: input.FirstName,
        lastName: input.LastName,
        mobile: input.Mobile,
        businessName: business ? (input.BusinessName ?? null) : null,
        businessNumber: business ? (input.ABN ?? null) : null,
      };
      const now = clock.now();
      const until = new Date(now.getTime() + holdMs);
      const orderId = `ORD-${randomBytes(10).toString('hex').toUpperCase()}`;
      const { order, customer } = await db.transaction(async (tx) => {
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
        const customer = customerId
          ? await deps.customers.signedInCustomer(tx, customerId, input.Country)
          : await deps.customers.guestCustomer(tx, buyer);
        const order = await repository.insertOrder(tx, {
          id: orderId,
          country: input.Country,
          state: input.State || null,
          vin,
          browserTokenHash: tokenHash,
          customerId: customer.id,
          customerType: buyer.customerType,
          firstName: buyer.firstName,
          lastName: buyer.lastName,
          email: buyer.email,
          mobile: buyer.mobile,
          businessName: buyer.businessName,
          businessNumber: buyer.businessNumber,
          comments: input.Comments ?? null,
          paymentOption: input.PaymentOption,
          ...delivery,
          configuration,
          priceSnapshot: priced.cost,
          driveAwayCents: priced.cost.driveawayPrice,
          depositCents,
          reservedUntil: until,
          createdAt: now,
        });
        return { order, customer };
      });
      return reservationReply(order, customer, await openPayment(order));
    },

    /**
     * This browser's or signed-in customer's reservation in the country that still holds its vehicle, with a
     * payment session that can take the card (the one handed out before while it can, else a new one) and its
     * summary; null when there is none (redirectPage, the landing after sign-in).
     */
    async activeReservation(country: CountryCode, caller: Caller) {
      const order = await currentOrder(caller, country);
      if (!order) return null;
      const customer = await customerOf(order);
      return {
        ...reservationReply(order, customer, await usablePayment(order)),
        summary: await summaryOf(order, customer),
      };
    },

    /** One order by the five ids of the order-success route; any mismatch answers like an unknown order. */
    async orderDetails(
      ids: {
        yanaCustomerID: string;
        yanaCustomerNo: string;
        yanaOrderID: string;
        yanaOrderNo: string;
        country: string;
      },
      caller: Caller,
    ) {
      const found = await repository.findOrder(db, ids.yanaOrderID);
      if (!found || orderNumberOf(found) !== ids.yanaOrderNo || found.country !== ids.country) {
        throw unknownOrder();
      }
      if (!(await owns(found, caller))) throw unknownOrder();
      const customer = await customerOf(found);
      const customerIds = marketCustomerIds(customer, found.country);
      if (
        !customerIds.yanaCustomerID ||
        customerIds.yanaCustomerID !== ids.yanaCustomerID ||
        customerIds.yanaCustomerNo !== ids.yanaCustomerNo
      ) {
        throw unknownOrder();
      }
      // A hold that ran out is expired on the spot, so the summary never shows a dead reservation as running.
      const order =
        found.status === 'CheckoutPaymentPage' && !(await isActive(found))
          ? ((await repository.findOrder(db, found.id)) ?? found)
          : found;
      return summaryOf(order, customer);
    },

    async reservationStatus(orderId: string, caller: Caller) {
      const order = await ownedOrder(orderId, caller);
      if (await isActive(order)) return 'active' as const;
      // Read again: a notification may have completed the order since it was read.
      const { status } = (await repository.findOrder(db, order.id)) ?? order;
      if (status === 'Ordered') return 'ordered' as const;
      return status === 'RefundDue' ? ('refund-due' as const) : ('expired' as const);
    },

    async countdown(country: CountryCode, caller: Caller) {
      const order = await currentOrder(caller, country);
      if (!order) throw new AppError(409, checkoutErrorCodes.noActiveReservation, reservationLostMessage);
      return countdownOf(order, clock.now());
    },

    async extend(country: CountryCode, caller: Caller) {
      const order = await currentOrder(caller, country);
      const now = clock.now();
      if (!order) {
        return {
          ...countdownOf({ reservedUntil: now, extensionCount: 0 }, now),
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
        return latestOrder?.status === 'Ordered' && latestPayment?.status === 'authorised';
      };
      if (order.status === 'Ordered' && payment.status === 'authorised') return done();
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
