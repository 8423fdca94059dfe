import type { CountryCode } from '../market';
import { deliveryMessages } from './messages';

/**
 * Whether an address lies outside the state the order is for: only Australia sells by state (spec 000 section 5).
 * @example outOfState('AU', 'NSW', 'VIC') // true
 * @example outOfState('NZ', undefined, 'Auckland') // false
 */
export function outOfState(
  country: CountryCode,
  orderState: string | null | undefined,
  addressState: string,
): boolean {
  return country === 'AU' && !!orderState && addressState !== orderState;
}

/** Why home delivery to a place cannot be ordered: another state than the order's, or not offered there. */
export interface HomeDeliveryRefusal {
  rule: 'other-state' | 'not-eligible';
  message: string;
}

/**
 * The rules home delivery must pass when the order is submitted (spec 000 section 5), applied by the page to the
 * address the visitor chose and by the server to the place it verified and the quote it measured itself:
 * in Australia the address must be in the state the order is for ('Different State from primary address is not
 * allowed…'), and delivery must be offered there (not inside the minimum distance from the Experience Centre,
 * and from a centre that dispatches vehicles). An estimate error (codes 1 and 2) does not stop the order.
 * @example homeDeliveryRefusal('AU', 'NSW', { state: 'VIC' }, { deliveryAvailable: true })
 *   // { rule: 'other-state', message: 'Different State from primary address is not allowed. …' }
 * @example homeDeliveryRefusal('AU', 'NSW', { state: 'NSW' }, { deliveryAvailable: false })
 *   // { rule: 'not-eligible', message: 'Your Delivery Address is not eligible for Regional Delivery because …' }
 */
export function homeDeliveryRefusal(
  country: CountryCode,
  orderState: string | null | undefined,
  place: { state: string },
  quote: { deliveryAvailable: boolean },
): HomeDeliveryRefusal | undefined {
  if (outOfState(country, orderState, place.state)) {
    return { rule: 'other-state', message: deliveryMessages.deliveryStateMismatch };
  }
  if (!quote.deliveryAvailable)
    return { rule: 'not-eligible', message: deliveryMessages.withinMinimumDistance };
  return undefined;
}
