import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country } from './fields';

/** The spec's My-orders card (002 §3). */
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
  OrderDate: z.string(),
  OrderStatus: z.string(),
  IsShowActionRequiredWording: z.boolean(),
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
