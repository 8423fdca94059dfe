import type { OrderService } from '../order';

/** The ids every order-page call sends (spec 002 section 7). */
export interface OrderIdsFields {
  YanaCustomerID: string;
  YanaCustomerNo: string;
  YanaOrderID: string;
  YanaOrderNo: string;
  Country: string;
}

/**
 * The order of these ids, for its signed-in owner only (a browser's reservation cookie is not enough for documents,
 * details or signing); anyone else gets the 404 of an unknown order.
 */
export function orderOfSignedInOwner(
  orders: Pick<OrderService, 'ownedOrderByIds'>,
  body: OrderIdsFields,
  customerId: string,
) {
  return orders.ownedOrderByIds(
    {
      yanaCustomerID: body.YanaCustomerID,
      yanaCustomerNo: body.YanaCustomerNo,
      yanaOrderID: body.YanaOrderID,
      yanaOrderNo: body.YanaOrderNo,
      country: body.Country,
    },
    { tokenHash: undefined, customerId: async () => customerId },
  );
}
