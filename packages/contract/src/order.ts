import { accountMessages, businessNumberProblem, isValidEmail, isValidMobile } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  Country,
  CustomerTypeInput,
  checkLocation,
  Id,
  Money,
  OptionalState,
  PaymentOption,
  ShortText,
} from './fields';
import { OrderFinanceChoice } from './finance';
import { OrderSummary } from './order-summary';
import { DeliveryOption, SelectedOption } from './pricing';

/*
 * Checkout (spec 001 sections 3, 4, 7 and 8): reserve a vehicle, hold it with the server's countdown, pay the
 * deposit through the payment provider's session, place the order. The reservation belongs to the browser that
 * made it (an HttpOnly cookie): other browsers get 404 exactly as for an unknown order.
 */

/** Stable business error codes of checkout (documented in docs/payments.md and the OpenAPI document). */
export const checkoutErrorCodes = {
  inventoryUnavailable: 'InventoryUnavailable',
  reservationExpired: 'ReservationExpired',
  paymentNotAuthorised: 'PaymentNotAuthorised',
  /** A payment the provider authorised is not settled yet (its notification will): no second attempt. */
  paymentBeingConfirmed: 'PaymentBeingConfirmed',
  noActiveReservation: 'NoActiveReservation',
} as const;

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, 'Too long.');

const AddressLine = ShortText.nullish();
/** Australian and New Zealand postcodes are 4 digits; empty where the address search could not give one (NZ). */
const AddressPostcode = z
  .string()
  .trim()
  .regex(/^(\d{4})?$/, 'A postcode is 4 digits.')
  .nullish();
/** The configuration's three parts: each by id, or (as the spec's order carries them) by name in the country. */
const configurationParts = [
  ['VariantID', 'VariantName', 'variant'],
  ['ExteriorID', 'ExteriorName', 'exterior'],
  ['InteriorID', 'InteriorName', 'interior'],
] as const;

/** Where the configuration came from (spec 001 section 3 FromLinkSource; 'Private' is a shared link). */
export const LinkSource = z.enum(['Configurator', 'Inventory', 'Private'], {
  error: 'FromLinkSource must be Configurator, Inventory or Private.',
});
export type LinkSource = z.infer<typeof LinkSource>;

/**
 * The order payload of place-reservation (spec 001 section 3): the configuration by ids or names, the customer,
 * the billing and registration addresses (the spec takes both from the primary address), the loan chosen, where
 * the configuration came from, the card holder's name (never card data) and the vehicle's picture.
 */
export const ReservationOrder = z
  .object({
    Country,
    State: OptionalState,
    VariantID: Id.nullish(),
    ExteriorID: Id.nullish(),
    InteriorID: Id.nullish(),
    VariantName: ShortText.nullish().describe('The variant by name (when VariantID is not given)'),
    ExteriorName: ShortText.nullish().describe('The paint by name (when ExteriorID is not given)'),
    InteriorName: ShortText.nullish().describe('The trim by name (when InteriorID is not given)'),
    BillingAddress: AddressLine,
    BillingSuburb: AddressLine,
    BillingPostcode: AddressPostcode,
    BillingState: AddressLine,
    RegoAddress: AddressLine,
    RegoSuburb: AddressLine,
    RegoPostcode: AddressPostcode,
    RegoState: AddressLine,
    Finance: OrderFinanceChoice.nullish().describe(
      'The loan chosen in the calculator; kept when PaymentOption is a finance one, else ignored',
    ),
    FromLinkSource: LinkSource.nullish(),
    NameOnCreditCard: z.string().trim().max(100, 'The name on the card is too long.').nullish(),
    VehicleThumbnail: z
      .string()
      .trim()
      .max(500, 'Too long.')
      .nullish()
      .describe("One of the shop's own pictures of this configuration; absent: its front three-quarter view"),
    Options: z.array(SelectedOption).max(30, 'At most 30 options.').default([]),
    DeliveryOption: DeliveryOption.default('Pickup'),
    PickupLocationName: ShortText.nullish(),
    DeliveryLocationAddress: ShortText.nullish().describe('Home delivery: the street address delivered to'),
    DeliveryLocationState: ShortText.nullish(),
    DeliveryLocationPostcode: z.string().trim().max(4, 'Postcode must be 4 digits.').nullish(),
    DeliveryLocationSuburb: ShortText.nullish(),
    PaymentOption: PaymentOption.default('Cash'),
    CustomerType: CustomerTypeInput.default('Private'),
    BusinessName: ShortText.nullish(),
    ABN: z
      .string()
      .trim()
      .max(20, 'The business number is too long.')
      .nullish()
      .describe('ABN (AU, 11 digits) or NZBN (NZ, 13 digits) for business'),
    FirstName: required(accountMessages.firstName),
    LastName: required(accountMessages.lastName),
    Email: z.string({ error: accountMessages.email }).trim().refine(isValidEmail, accountMessages.email),
    Mobile: z.string({ error: accountMessages.mobile }).trim().refine(isValidMobile, accountMessages.mobile),
    Comments: z.string().max(2000, 'Too long.').nullish(),
    PrivacyStatement: z.literal(true, { error: accountMessages.agreement }).default(true),
  })
  .superRefine((value, ctx) => {
    checkLocation(value, ctx, true);
    for (const [id, name, what] of configurationParts) {
      if (!value[id] && !value[name]) {
        ctx.addIssue({ code: 'custom', path: [id], message: `Give the ${what} by ${id} or ${name}.` });
      }
    }
    if (value.CustomerType !== 'Business') return;
    if (!value.BusinessName) {
      ctx.addIssue({ code: 'custom', path: ['BusinessName'], message: accountMessages.businessName });
    }
    const problem = businessNumberProblem(value.ABN ?? '', value.Country);
    if (problem) ctx.addIssue({ code: 'custom', path: ['ABN'], message: problem });
  });

const Countdown = {
  reservationCountDown: z.number().int().describe('Seconds left on the hold'),
  reservationCountDownStage: z.union([z.literal(1), z.literal(2)]),
  reservationExtensionCount: z.number().int(),
};

const PaymentIds = {
  rdPaymentTransactionID: z.string().describe('Our payment attempt id, the provider merchantReference'),
  adyenSessionID: z.string().nullable(),
  adyenSessionData: z.string().nullable(),
  paymentProvider: z.enum(['sandbox', 'adyen']),
  paymentClientKey: z.string().nullable(),
  paymentAmount: Money,
};

/** A reservation as the payment step needs it: ids, the provider session, the amount and the countdown. */
const ReservationReply = z.object({
  order: z.object({
    orderID: z.string(),
    yanaReservationID: z.string(),
    yanaReservationNumber: z.string(),
    yanaCustomerID: z.string().describe("The customer's id in the order's market (AU or NZ)"),
    yanaCustomerNo: z.string(),
    rdAccountID: z.string().nullable(),
    driveawayPrice: Money,
    ...PaymentIds,
  }),
  ...Countdown,
});

export const placeReservation = defineEndpoint({
  method: 'POST',
  path: '/api/Order/place-reservation',
  summary: 'Reserve a matching vehicle in stock for this browser and open a deposit payment session',
  tag: 'Order',
  body: z.object({
    order: ReservationOrder,
    hasLogin: z.boolean().default(false).describe('Informational: the server reads the session itself'),
  }),
  data: ReservationReply,
});

const OrderRef = z.object({ orderID: Id });

export const getActiveReservation = defineEndpoint({
  method: 'POST',
  path: '/api/Order/get-active-reservation',
  summary:
    "This browser's (or the signed-in customer's) reservation that still holds its vehicle in the country, with its payment session, or null (redirectPage)",
  tag: 'Order',
  body: z.object({ country: Country }),
  data: ReservationReply.extend({ summary: OrderSummary }).nullable(),
});

export const getReservationStatus = defineEndpoint({
  method: 'POST',
  path: '/api/Order/get-reservation-status',
  summary: "'active' while the reservation holds its vehicle, otherwise 'expired' or the order's state",
  tag: 'Order',
  body: OrderRef,
  data: z.enum(['active', 'expired', 'ordered', 'refund-due']),
});

export const setReservationCountdown = defineEndpoint({
  method: 'POST',
  path: '/api/Order/set-reservation-countdown',
  summary: "The countdown of this browser's current reservation",
  tag: 'Order',
  body: z.object({ country: Country }),
  data: z.object(Countdown),
});

export const extendReservationCountdown = defineEndpoint({
  method: 'POST',
  path: '/api/Order/extend-reservation-countdown',
  summary: "Extend this browser's reservation by 600 s (at most twice); message says when the hold is lost",
  tag: 'Order',
  body: z.object({ country: Country }),
  data: z.object({ ...Countdown, extended: z.boolean(), message: z.string() }),
});

export const AdyenSession = z.object({
  SessionID: Id,
  SessionResult: z.string().max(2000, 'Too long.').nullish(),
  ResultCode: ShortText.nullish(),
  ErrorMessage: ShortText.nullish(),
});

export const placeOrder = defineEndpoint({
  method: 'POST',
  path: '/api/Order/place-order',
  summary: 'Place the order once the provider confirms the deposit was authorised',
  tag: 'Order',
  body: z.object({
    order: z.object({
      OrderID: Id,
      NameOnCreditCard: z
        .string()
        .trim()
        .max(100, 'The name on the card is too long.')
        .nullish()
        .describe('The card holder as typed in the card form (the name only)'),
    }),
    adyenSession: AdyenSession,
  }),
  data: z.object({
    yanaOrderIDs: z.array(z.string()),
    orderNumber: z.string(),
    yanaCustomerID: z.string(),
    yanaCustomerNo: z.string(),
    rdPaymentTransactionID: z.string(),
    orderVehicle: z.object({ country: Country }),
  }),
});

export const getNewPaymentIds = defineEndpoint({
  method: 'POST',
  path: '/api/Payment/get-new-payment-ids',
  summary: 'A fresh payment session for the same reservation after a refusal',
  tag: 'Payment',
  body: z.object({ orderID: Id, Country }),
  data: z.object({ ...PaymentIds, message: z.string() }),
});

export const savePaymentLog = defineEndpoint({
  method: 'POST',
  path: '/api/Payment/save-payment-log',
  summary: 'Record the result the card form reported (never card data)',
  tag: 'Payment',
  body: z.object({ order: z.object({ OrderID: Id }), adyenSession: AdyenSession }),
  data: z.object({ logged: z.boolean() }),
});

export const getLmct = defineEndpoint({
  method: 'POST',
  path: '/api/Order/get-lmct',
  summary: "The seller's motor trader licence shown per market",
  tag: 'Order',
  body: z.object({ Country, State: OptionalState }),
  data: z.object({ partnerLMCT: z.string() }),
});
