import { emptyConfiguration } from '@showroom/domain';
import { track } from '../lib/analytics';
import { configurationStore, defaultConfigStore } from './configuration';
import { customerTypeStore } from './customer-type';
import { resetDelivery } from './delivery';
import { type Location, locationStore } from './location';

/**
 * Applies a confirmed location (spec 000 section 4, "Location confirmation"): saves country and state, sets the
 * customer type to private, clears the default config and tracks a config-start event. A change of country or
 * state also resets the selected configuration and the delivery details, which depend on the location. The
 * payment option joins this reset when its store exists. Returns whether the location changed.
 */
export function confirmLocation(next: Location): boolean {
  const previous = locationStore.get();
  const changed = previous.country !== next.country || previous.state !== next.state;
  locationStore.set(next);
  customerTypeStore.set('Private');
  defaultConfigStore.set({});
  if (changed) {
    configurationStore.set(emptyConfiguration());
    resetDelivery();
  }
  track('config-start', { country: next.country ?? '', state: next.state ?? '' });
  return changed;
}
