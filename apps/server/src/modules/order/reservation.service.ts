import { randomBytes } from 'node:crypto';
import {
  checkoutErrorCodes,
  type ParsedBodyOf,
  type placeReservation as PlaceReservation,
} from '@showroom/contract';
import {
  type CountryCode,
  canExtend,
  countdownOf,
  depositCents,
  isPlacedStatus,
  reservationHoldSeconds,
  reservationLostMessage,
} from '@showroom/domain';
import { AppError } from '../../platform/http/app-error';
import type { Customer } from '../auth';
import { orThrow, recordOrderEvent } from '../order-progress';
import { optionPriceMismatches, refusePriceMismatches } from '../pricing';
import type { OrderRow } from './order.repository';
import type { Caller, OrderContext, OrderServiceDeps } from './order-context';
import { marketCustomerIds } from './order-customer.repository';
import type { OrderPayments } from './order-payments';
import { type ConfigurationSnapshot, orderNumberOf } from './order-summary';
import { pricedDelivery, reservationDelivery, reservationPlaceFields } from './reservation-delivery';
import { addressesOf, configurationIds, financeOf, vehicleThumbnailOf } from './reservation-order';

type ReservationBody = ParsedBodyOf<typeof PlaceReservation>;

const soldOutMessage =
  'Your design is currently sold out, but you can continue and join a waitlist and we will notify you when it is available.';

/**
 * The reservation (spec 001 sections 4 and 8): a unit held for this browser or signed-in customer by one
 * conditional update, its countdown and extensions, and the sweep that expires holds that ran out.
 */
export function reservationService(deps: OrderServiceDeps, context: OrderContext, payments: OrderPayments) {
  const { db, repository, clock } = deps;
  const { ownedOrder, currentOrder, customerOf, summaryOf, isActive } = context;
  const { openPayment, paymentIds, usablePayment } = payments.sessions;
  const holdMs = reservationHoldSeconds * 1000;

  /** A reservation as the payment step needs it (place-reservation and get-active-reservation). */
  function reservationReply(
    order: OrderRow,
    customer: Customer | undefined,
    payment: Parameters<typeof paymentIds>[0],
  ) {
    const ids = marketCustomerIds(customer, order.country);
    return {
      order: {
        orderID: order.id,
        yanaReservationID: order.id,
        yanaReservationNumber: orderNumberOf(order),
        ...ids,
        // The account the order belongs to, as the order's details name it (spec 001 3.38, 002 3.2).
        rdAccountID: ids.yanaCustomerID,
        driveawayPrice: order.driveAwayCents,
        ...paymentIds(payment),
      },
      ...countdownOf(order, clock.now()),
    };
  }

  return {
    /**
     * Reserves a unit for this browser (and the signed-in customer, who then sees the order in My Orders from any
     * browser). Without a signed-in customer the order has a guest customer of its own, whatever the email: the
     * answer never tells whether someone signs in with it (probe F10). A browser or
     * customer that already holds a unit of the configuration gets that hold back, as placed (its details, its
     * countdown and a payment session that can take the card), not a second one.
     */
    async placeReservation(body: ReservationBody, tokenHash: string, customerId: string | null) {
      const input = body.order;
      const ids = await configurationIds(input, deps.catalogue);
      const chosen = await reservationDelivery(input, deps.centres);
      const priced = await deps.pricing.priceConfiguration({
        country: input.Country,
        state: (input.State || undefined) as never,
        customerType: input.CustomerType,
        ...ids,
        optionIds: input.Options.map((o) => o.YanaOptionID),
        deliveryOption: chosen.deliveryOption,
        postcode: chosen.deliveryPostcode,
        suburb: chosen.deliverySuburb,
        deliveryState: chosen.deliveryState,
        placeFields: reservationPlaceFields(input),
      });
      const delivery = pricedDelivery(input, chosen, priced.delivery);
      refusePriceMismatches(optionPriceMismatches(input.Options, priced.options, 'order.Options.'));
      const finance = await financeOf(input, priced.cost.driveawayPrice, deps.finance);
      const vehicleThumbnail = vehicleThumbnailOf(input, priced, deps.publicOrigin);
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
      const wanted = { country: input.Country, ...ids };
      const owner = { tokenHash, customerId };
      const placed = await db.transaction(async (tx) => {
        // One hold per holder and configuration (issue 30): a reload, Back/Forward or a second tab that proposes
        // again gets the hold it already has (same order, same end, same extensions), never a second vehicle.
        await repository.lockHolder(tx, owner);
        const held = await repository.heldOrderOf(tx, owner, wanted, now);
        if (held) return { order: held, resumed: true as const };
        const vin = await repository.reserveUnit(tx, wanted, orderId, until, now);
        if (!vin) throw new AppError(409, checkoutErrorCodes.inventoryUnavailable, soldOutMessage);
        const customer = customerId
          ? await deps.customers.signedInCustomer(tx, customerId, input.Country)
          : await deps.customers.guestCustomer(tx, buyer);
        await repository.insertOrder(tx, {
          id: orderId,
          status: 'NoActivity',
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
          ...addressesOf(input),
          paymentOption: input.PaymentOption,
          finance,
          fromLinkSource: input.FromLinkSource ?? null,
          nameOnCreditCard: input.NameOnCreditCard || null,
          vehicleThumbnail,
          ...delivery,
          configuration,
          priceSnapshot: priced.cost,
          driveAwayCents: priced.cost.driveawayPrice,
          depositCents,
          reservedUntil: until,
          createdAt: now,
        });
        const reserved = { kind: 'customer', id: customer.id } as const;
        const { order } = orThrow(
          await recordOrderEvent(tx, orderId, { type: 'VehicleReserved' }, reserved, now),
        );
        return { order, customer, resumed: false as const };
      });
      if (placed.resumed) {
        const { order } = placed;
        return reservationReply(order, await customerOf(order), await usablePayment(order));
      }
      return reservationReply(placed.order, placed.customer, await openPayment(placed.order));
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

    async reservationStatus(orderId: string, caller: Caller) {
      const order = await ownedOrder(orderId, caller);
      if (await isActive(order)) return 'active' as const;
      // Read again: a notification may have completed the order since it was read.
      const { status } = (await repository.findOrder(db, order.id)) ?? order;
      if (isPlacedStatus(status)) return 'ordered' as const;
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
