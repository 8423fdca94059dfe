import { orderStatuses } from '@showroom/domain';
import { z } from 'zod';
import { Country, CustomerType, Money, PaymentOption } from './fields';
import { DeliveryOption } from './pricing';

/*
 * A reservation's order as checkout resumes it (get-active-reservation): the selection it was sold with, how it is
 * paid and delivered, and the figures of its price snapshot. Served only to the browser that reserved it or to the
 * signed-in customer who owns it. The whole order after checkout is `OrderDetails` (order-details.ts).
 */

export const OrderSummaryOption = z.object({
  optionType: z.enum(['Accessories', 'Charge']),
  optionName: z.string(),
  optionPrice: Money,
});

export const OrderSummary = z.object({
  orderID: z.string(),
  orderNo: z.string().describe("The order number customers quote, e.g. 'SR-100001'"),
  orderStatus: z.enum(orderStatuses),
  orderDate: z.string().describe('ISO 8601 instant the reservation was made'),
  country: Country,
  state: z.string().nullable(),
  yanaCustomerID: z.string(),
  yanaCustomerNo: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  customerType: CustomerType,
  businessName: z.string().nullable(),
  paymentOption: PaymentOption,
  comments: z.string().nullable(),
  vehicle: z.object({
    variantName: z.string(),
    variantPrice: Money,
    exteriorName: z.string(),
    exteriorPrice: Money,
    interiorName: z.string(),
    interiorPrice: Money,
    vehiclePicture: z.string().describe("The served illustration of the vehicle in the order's paint"),
    options: z.array(OrderSummaryOption),
  }),
  delivery: z.object({
    deliveryOption: DeliveryOption,
    pickupLocationName: z.string().nullable(),
    deliveryAddress: z.string().nullable(),
    deliverySuburb: z.string().nullable(),
    deliveryState: z.string().nullable(),
    deliveryPostcode: z.string().nullable(),
    homeDeliveryFee: Money,
    estimatedDelivery: z.string().describe("The reserved vehicle's estimated delivery text"),
  }),
  driveawayPrice: Money,
  depositAmount: Money,
  paymentTransactionID: z.string().nullable().describe('The authorised deposit payment, once there is one'),
});
export type OrderSummary = z.infer<typeof OrderSummary>;
