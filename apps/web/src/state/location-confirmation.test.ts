import { chooseVariant, emptyConfiguration, emptyDeliverySelection } from '@showroom/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configurationStore, defaultConfigStore } from './configuration';
import { customerTypeStore } from './customer-type';
import { deliveryStore } from './delivery';
import { locationStore } from './location';
import { confirmLocation } from './location-confirmation';

const sport = { id: 'AU-SPORT', name: 'Sport', isDefault: false, basePrice: 11_262_777 as never };

describe('confirmLocation (spec 000 section 4, location confirmation)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.clear();
    locationStore.set({ country: 'AU', state: 'NSW' });
    configurationStore.set(chooseVariant(emptyConfiguration(), sport));
    defaultConfigStore.set({ variantName: 'Sport' });
    customerTypeStore.set('Business');
  });

  it('saves the location, sets the customer type to private and clears the default config', () => {
    expect(confirmLocation({ country: 'AU', state: 'NSW' })).toBe(false);
    expect(customerTypeStore.get()).toBe('Private');
    expect(defaultConfigStore.get()).toEqual({});
    expect(configurationStore.get().variant?.name).toBe('Sport');
    expect(JSON.parse(localStorage.getItem('showroom.location') ?? 'null')).toEqual({
      country: 'AU',
      state: 'NSW',
    });
  });

  it('resets the configuration and the delivery details when the country or state changes', () => {
    const dubbo = { fullAddress: 'Dubbo NSW 2830', suburb: 'Dubbo', state: 'NSW', postcode: '2830' };
    deliveryStore.set({ ...emptyDeliverySelection, primary: dubbo, option: 'Pickup' });
    expect(confirmLocation({ country: 'AU', state: 'VIC' })).toBe(true);
    expect(configurationStore.get()).toEqual(emptyConfiguration());
    expect(deliveryStore.get()).toEqual(emptyDeliverySelection);
    expect(locationStore.get()).toEqual({ country: 'AU', state: 'VIC' });
  });

  it('tracks a config-start event when a tracker is installed', () => {
    window.dataLayer = [];
    confirmLocation({ country: 'NZ' });
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'config-start', country: 'NZ', state: '' }),
    ]);
    delete window.dataLayer;
  });
});
