import { type DeliverySelection, emptyDeliverySelection } from '@showroom/domain';
import { createStore } from './create-store';

/**
 * The delivery details of the 'TAKING DELIVERY' section (spec 000 section 3, "Selected delivery"). Not kept
 * across visits: the centres and quotes it holds are looked up afresh. Reset when the location changes.
 */
export const deliveryStore = createStore<DeliverySelection>(emptyDeliverySelection);

/** Clears every delivery choice (a change of country, state or an unusable primary address). */
export function resetDelivery(): void {
  deliveryStore.set(emptyDeliverySelection);
}
