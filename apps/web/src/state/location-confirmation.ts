import { emptyConfiguration } from '@showroom/domain';
import { track } from '../lib/analytics';
import { configurationStore, defaultConfigStore } from './configuration';
import { customerTypeStore } from './customer-type';
import { resetDelivery } from './delivery';
import { linkSourceStore } from './link-source';
import { type Location, locationStore } from './location';
import { paymentOptionStore } from './payment-options';

/**
 * Applies a confirmed location (spec 000 section 4, "Location confirmation"): saves country and state, sets the
 * customer type to private and the payment to cash, clears the default config and the link source, and tracks a config-start event. A
 * change of country or state also resets the selected configuration and the delivery details, which depend on
 * the location. Returns whether the location changed.
 */
export function confirmLocation(next: Location): boolean {
  const previous = locationStore.get();
  const changed = previous.country !== next.country || previous.state !== next.state;
  locationStore.set(next);
  customerTypeStore.set('Private');
  paymentOptionStore.set(null);
  defaultConfigStore.set({});
  linkSourceStore.set({});
  if (changed) {
    configurationStore.set(emptyConfiguration());
    resetDelivery();
  }
  track('config-start', { country: next.country ?? '', state: next.state ?? '' });
  return changed;
}
