import type { OrderCard } from '../api/account-api';

const encode = (value: string) => btoa(value);

/** The path parameters of an order's detail, as the route gives them. */
export interface OrderPathParams {
  orderId?: string;
  orderNo?: string;
  customerId?: string;
  customerNo?: string;
}

/** my-orders/{order id}/{order no}/{customer id}/{customer no}/{country}, the four ids base64-encoded (spec 002 §2). */
export function orderDetailPath(market: string, order: OrderCard): string {
  const ids = [order.OrderID, order.OrderNo, order.CustomerID, order.CustomerNo].map(encode);
  return `/${market}/my-orders/${ids.join('/')}/${order.Country}`;
}

/** Decodes the ids of an order-detail path; undefined when one is missing or not base64. */
export function decodeOrderPath(params: OrderPathParams) {
  try {
    const [orderId, orderNo, customerId, customerNo] = [
      params.orderId,
      params.orderNo,
      params.customerId,
      params.customerNo,
    ].map((value) => (value ? atob(value) : undefined));
    if (!orderId || !orderNo || !customerId || !customerNo) return undefined;
    return { orderId, orderNo, customerId, customerNo };
  } catch {
    return undefined;
  }
}
