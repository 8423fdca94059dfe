import { orderStatuses } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country } from './fields';
import { YanaOrderIds } from './order-details';

/**
 * The spec's My-orders card (002 section 3), with the order's ids and country as get-orders-by-customerID lists
 * them (section 7: "data list of yanaOrderIDs and orderVehicle.country").
 */
export const MyOrderCard = z.object({
  Country: Country,
  OrderID: z.string(),
  OrderNo: z.string(),
  CustomerID: z.string(),
  CustomerNo: z.string(),
  VariantName: z.string(),
  VariantImage: z.string(),
  ExteriorName: z.string(),
  InteriorName: z.string(),
  OrderDate: z.string().describe('ISO 8601 instant the order was placed'),
  OrderStatus: z.enum(orderStatuses),
  IsShowActionRequiredWording: z
    .boolean()
    .describe("The current tracker step asks the customer to act (its button is the customer's to press)"),
  yanaOrderIDs: YanaOrderIds,
  orderVehicle: z.object({ country: Country }),
});
export type MyOrderCard = z.infer<typeof MyOrderCard>;

const OptionalId = z.string().trim().max(64, 'Too long.').nullish();

export const getOrdersByCustomerId = defineEndpoint({
  method: 'POST',
  path: '/api/Order/get-orders-by-customerID',
  summary:
    "The signed-in customer's orders in both markets; ids of another customer answer like unknown ones",
  tag: 'Order',
  body: z.object({
    customerID: OptionalId,
    customerNo: OptionalId,
    nzCustomerID: OptionalId,
    nzCustomerNo: OptionalId,
  }),
  data: z.array(MyOrderCard),
});

export const getOrdersByEmail = defineEndpoint({
  method: 'POST',
  path: '/api/Order/get-orders-by-email',
  summary:
    "The signed-in customer's orders, by the session's own email (any other email answers like an unknown one)",
  tag: 'Order',
  body: z.object({ email: z.string().trim().min(1, 'Required.').max(254, 'Too long.') }),
  data: z.array(MyOrderCard),
});
