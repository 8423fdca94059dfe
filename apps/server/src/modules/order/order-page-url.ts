import { type CountryCode, marketOf, type TrackerButton } from '@showroom/domain';

const base64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

/**
 * The order's page in the owner portal (spec 002 section 2): my-orders/{order id}/{order no}/{customer id}/
 * {customer no}/{country}, the four ids base64-encoded, as the web's order links are; with `action`, the page
 * opens that tracker button's dialog (`?action=RetryPayment`) while the order's current step offers it.
 */
export function orderPageUrl(
  origin: string,
  ids: { yanaOrderID: string; yanaOrderNo: string; yanaCustomerID: string; yanaCustomerNo: string },
  country: CountryCode,
  action?: TrackerButton,
): string {
  const parts = [ids.yanaOrderID, ids.yanaOrderNo, ids.yanaCustomerID, ids.yanaCustomerNo].map(base64);
  const query = action ? `?action=${action}` : '';
  return `${origin}/${marketOf(country)}/my-orders/${parts.join('/')}/${country}${query}`;
}
