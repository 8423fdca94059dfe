import type { OrderCard } from '../api/account-api';

const encode = (value: string) => btoa(value);

/** my-orders/{order id}/{order no}/{customer id}/{customer no}/{country}, the four ids base64-encoded (spec 002 §2). */
export function orderDetailPath(market: string, order: OrderCard): string {
  const ids = [order.OrderID, order.OrderNo, order.CustomerID, order.CustomerNo].map(encode);
  return `/${market}/my-orders/${ids.join('/')}/${order.Country}`;
}
