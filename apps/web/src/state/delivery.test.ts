import { cents, type DeliverySelection, emptyDeliverySelection } from '@showroom/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

/* The stored choice is read once, when the module loads (a new tab): each test loads it afresh. */
async function openTab() {
  vi.resetModules();
  return (await import('./delivery')).deliveryStore;
}

const dubbo = { fullAddress: 'Dubbo NSW 2830', suburb: 'Dubbo', state: 'NSW', postcode: '2830' };
const chosen: DeliverySelection = {
  ...emptyDeliverySelection,
  primary: dubbo,
  locations: [
    {
      name: 'Cadillac Experience Centre Sydney',
      address: '115-151 Dunning Avenue',
      suburb: 'Rosebery',
      postcode: '2018',
      state: 'NSW',
      pickupAvailable: true,
      deliveryAvailable: true,
      deliveryPrice: cents(80_000),
      distance: 389.4,
      deliveryPriceErrorCode: 0,
    },
  ],
  pickupLocationName: 'Cadillac Experience Centre Sydney',
  option: 'HomeDelivery',
};

describe('the delivery choice (audit 000 D8)', () => {
  afterEach(() => localStorage.clear());

  it('is the same in a second tab as in the tab it was made in', async () => {
    (await openTab()).set(chosen);
    expect((await openTab()).get()).toEqual(chosen);
  });

  it('is forgotten in every new tab once the location changes', async () => {
    (await openTab()).set(chosen);
    vi.resetModules();
    const { confirmLocation } = await import('./location-confirmation');
    confirmLocation({ country: 'AU', state: 'VIC' });
    expect((await openTab()).get()).toEqual(emptyDeliverySelection);
  });

  it('is ignored when what is stored has the wrong shape', async () => {
    for (const stored of [
      'nonsense',
      { ...chosen, option: 'Teleport' },
      { ...chosen, primary: { fullAddress: 1 } },
      { ...chosen, locations: [{ name: 'Sydney' }] },
    ]) {
      localStorage.setItem('showroom.delivery', JSON.stringify(stored));
      expect((await openTab()).get()).toEqual(emptyDeliverySelection);
    }
  });
});
