import { orderStatuses, pipelineLetters, trackerButtons } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country, CustomerType, Id, Money, PaymentOption } from './fields';
import { OrderFinance } from './finance';
import { LinkSource } from './order';
import { DeliveryOption } from './pricing';

/*
 * The order after checkout (spec 002 section 3 "Order", from the order-details response): the selection and the
 * priced breakdown it was sold at, how it is paid and handed over, the customer, and the progress tracker.
 * Fields a later capability fills are null until it does (payment due date, appointment, finance link).
 */

const Text = z.string();
const OptionalText = z.string().nullable();

/** The four ids of an order and its customer in the order's market. */
export const YanaOrderIds = z.object({
  yanaOrderID: Text,
  yanaOrderNo: Text.describe("The order number customers quote, e.g. 'SR-100001'"),
  yanaCustomerID: Text,
  yanaCustomerNo: Text,
});

/** One tracker step (spec 002 section 3 "Pipeline step"). */
export const PipelineStepReply = z.object({
  pipelineName: Text,
  pipelineNumber: z
    .enum(pipelineLetters)
    .describe('A cash + collection, B cash + delivery, C/D the same with finance'),
  pipelineBarStepNumber: z.number().int().min(1),
  pipelineDesc: Text,
  completeDate: OptionalText.describe('ISO 8601 instant the step was finished'),
  buttonID: z.enum(trackerButtons).nullable(),
  buttonText: OptionalText,
  pipelineBarStepStatus: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .describe('0 current, 1 finished, 2 not reached'),
});

export const OrderOption = z.object({
  optionType: z.enum(['Accessories', 'Charge']),
  optionName: Text,
  optionPrice: Money,
  optionDesc: Text,
  chargeType: z.number().int().nullable(),
});

export const OrderDetails = z.object({
  orderID: Text,
  rdAccountID: OptionalText.describe('The account in the sales CRM; null: the shop keeps its own records'),
  yanaOrderIDs: YanaOrderIds,
  orderStatus: z.enum(orderStatuses),
  orderDate: Text.describe(
    'ISO 8601 instant the order was placed (its deposit authorised; the reservation before)',
  ),
  orderVehicle: z.object({
    country: Country,
    state: OptionalText,
    variantName: Text,
    variantPrice: Money,
    exteriorName: Text,
    exteriorPrice: Money,
    interiorName: Text,
    interiorPrice: Money,
    variantPicture: Text.describe("The vehicle in the order's paint, front three-quarter"),
    vehicleThumbnail: Text.describe(
      "The order's picture: the one it was placed with, else the paint's first view",
    ),
    pictures: z.array(Text).describe("Every view of the vehicle in the order's paint, for the carousel"),
    totalPrice: Money.describe('The drive-away price the order was sold at'),
    options: z.array(OrderOption),
  }),
  delivery: z.object({
    deliveryOption: DeliveryOption,
    pickupLocationName: OptionalText,
    deliveryLocationAddress: OptionalText,
    deliveryLocationSuburb: OptionalText,
    deliveryLocationState: OptionalText,
    deliveryLocationPostcode: OptionalText,
    available: Text.describe("The vehicle's estimated delivery"),
    deliveryDate: OptionalText.describe('The booked handover date, DD.MM.YYYY'),
    deliveryTime: OptionalText.describe('The booked handover time, HH:MM'),
  }),
  paymentOption: PaymentOption,
  finance: OrderFinance.nullable().describe(
    'The loan the customer chose (finance payment options); null for cash',
  ),
  fromLinkSource: LinkSource.nullable().describe('Where the configuration came from'),
  downPayment: Money.describe('The deposit'),
  paymentDueDate: OptionalText.describe(
    'When the balance is due, DD.MM.YYYY; null until a handover is booked',
  ),
  finalPaymentAmount: Money.describe('The balance after the deposit'),
  currentBalance: Money.describe(
    'What is still owed: the drive-away price less payments received plus refunds; 0 once the order is closed',
  ),
  balanceStanding: z
    .enum(['DepositDue', 'Owing', 'Closed'])
    .describe('The deposit is still due, a balance is owing, or the order is closed (cancelled or refunded)'),
  orderPaymentHistory: z.array(
    z.object({
      paymentDate: Text.describe('ISO 8601 instant'),
      paymentName: Text,
      paymentAmount: Money,
      paymentKind: z.enum(['payment', 'refund']).describe('Money in, or card money given back'),
      paymentStatus: z
        .enum(['Received', 'Requested', 'Refunded', 'Failed'])
        .describe("A payment is 'Received'; a refund is requested, refunded or failed"),
      paymentReference: OptionalText.describe("The payment provider's reference of a refund"),
    }),
  ),
  comments: OptionalText,
  specialOfferID: OptionalText.describe('The promotion the price includes, if any'),
  specialOfferText: OptionalText,
  linkToFinanceApplication: OptionalText,
  currentStepYanaValue: z.number().int().nullable().describe('The number of the current tracker step'),
  driveAwayCost: z.object({
    luxuryCarTax: Money,
    localStampDuty: Money,
    localRegistrationCost: Money,
    localCTP: Money,
    localPlateFee: Money,
    homeDelivery: Money,
    driveawayPrice: Money,
    totalSaving: Money,
    onRoadFeeSubtotal: Money,
    subTotal: Money,
    gst: Money,
    roadUserChargers: Money,
    tyreStewardshipFee: Money,
    discount: Money.describe('Every discount together'),
    discounts: z.array(z.object({ discountType: Text, discountName: Text, discountValue: Money })),
    includedInRegistration: z.array(z.enum(['localCTP', 'localPlateFee'])),
  }),
  orderCustomer: z.object({
    email: Text,
    firstName: Text,
    middleName: OptionalText,
    lastName: Text,
    mobile: Text,
    abn: OptionalText,
    businessName: OptionalText,
    customerType: CustomerType,
    customerCountry: Country,
    birthDay: OptionalText.describe('YYYY-MM-DD'),
    driveLicenseNumber: OptionalText,
    driveLicenseExpDate: OptionalText.describe('YYYY-MM-DD'),
    billingAddress: OptionalText,
    billingSuburb: OptionalText,
    billingPostCode: OptionalText,
    billingState: OptionalText,
    regoAddress: OptionalText,
    regoSuburb: OptionalText,
    regoPostCode: OptionalText,
    regoState: OptionalText,
    nameOnCreditCard: OptionalText.describe('The card holder as typed in the card form (never card data)'),
  }),
  pipeLines: z.array(PipelineStepReply),
  isCancelled: z.boolean().describe('A step name contains "Cancel" (spec 002 section 4)'),
  isActionRequired: z.boolean(),
  cancellationRequestedAt: OptionalText.describe(
    'When the customer asked to cancel, while staff have not answered',
  ),
  coolingOffUntil: OptionalText.describe(
    'While the cooling-off period after signing is open: its last day, DD.MM.YYYY (Cancel Order cancels at once)',
  ),
});
export type OrderDetails = z.infer<typeof OrderDetails>;

export const getOrderDetailsByYanaIds = defineEndpoint({
  method: 'POST',
  path: '/api/Order/get-order-details-by-yana-ids',
  summary:
    'One order by its customer and order ids and numbers, for the browser that placed it or its signed-in owner (404 otherwise)',
  tag: 'Order',
  body: z.object({
    yanaCustomerID: Id,
    yanaCustomerNo: Id,
    yanaOrderID: Id,
    yanaOrderNo: Id,
    country: Country,
  }),
  data: OrderDetails,
});
