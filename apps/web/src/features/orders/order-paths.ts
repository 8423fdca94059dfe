import { type CountryCode, type TrackerButton, trackerButtons } from '@showroom/domain';
import type { OrderCard, OrderIds } from './api/orders-api';

const encode = (value: string) => btoa(value);

/** The path parameters of an order's detail, as the route gives them. */
export interface OrderPathParams {
  orderId?: string;
  orderNo?: string;
  customerId?: string;
  customerNo?: string;
  country?: string;
}

/**
 * my-orders/{order id}/{order no}/{customer id}/{customer no}/{country}, the four ids base64-encoded (spec 002 §2);
 * with `action`, the order page opens that tracker button's dialog (`?action=RetryPayment`), as the server's
 * emails link it.
 */
export function orderDetailPath(
  market: string,
  order: Pick<OrderCard, 'yanaOrderIDs' | 'Country'>,
  action?: TrackerButton,
): string {
  const { yanaOrderID, yanaOrderNo, yanaCustomerID, yanaCustomerNo } = order.yanaOrderIDs;
  const ids = [yanaOrderID, yanaOrderNo, yanaCustomerID, yanaCustomerNo].map(encode);
  return `/${market}/my-orders/${ids.join('/')}/${order.Country}${action ? `?action=${action}` : ''}`;
}

/** The tracker button the order page's `?action=` names, if it names one. */
export function actionOf(search: URLSearchParams): TrackerButton | undefined {
  const action = search.get('action');
  return trackerButtons.find((button) => button === action);
}

const isCountry = (value: string | undefined): value is CountryCode => value === 'AU' || value === 'NZ';

/** The order's five ids from its detail path, decoded; undefined when one is missing or not base64. */
export function decodeOrderPath(params: OrderPathParams): OrderIds | undefined {
  try {
    const [yanaOrderID, yanaOrderNo, yanaCustomerID, yanaCustomerNo] = [
      params.orderId,
      params.orderNo,
      params.customerId,
      params.customerNo,
    ].map((value) => (value ? atob(value) : undefined));
    if (!yanaOrderID || !yanaOrderNo || !yanaCustomerID || !yanaCustomerNo || !isCountry(params.country)) {
      return undefined;
    }
    return { yanaOrderID, yanaOrderNo, yanaCustomerID, yanaCustomerNo, country: params.country };
  } catch {
    return undefined;
  }
}
