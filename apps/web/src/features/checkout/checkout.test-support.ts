import {
  type Configuration,
  cents,
  type DeliverySelection,
  emptyDeliverySelection,
  type PickupPoint,
  withSubtotal,
} from '@showroom/domain';

/* Shared fixtures of the checkout tests: an AU Luxury, the Sydney Experience Centre and a pick-up there. */

export const sydney: PickupPoint = {
  name: 'Cadillac Experience Centre Sydney',
  address: '115-151 Dunning Avenue',
  suburb: 'Rosebery',
  postcode: '2018',
  state: 'NSW',
  pickupAvailable: true,
  deliveryAvailable: true,
  deliveryPrice: cents(80_000),
  distance: 380,
  deliveryPriceErrorCode: 0,
};

export const dubbo = { fullAddress: 'Dubbo NSW 2830', suburb: 'Dubbo', state: 'NSW', postcode: '2830' };

/** Pick-up at Sydney for a Dubbo address, with any field overridden. */
export const pickupSelection = (overrides: Partial<DeliverySelection> = {}): DeliverySelection => ({
  ...emptyDeliverySelection,
  primary: dubbo,
  locations: [sydney],
  pickupLocationName: sydney.name,
  option: 'Pickup',
  ...overrides,
});

/** AU Luxury in Sable Black Metallic with Sky Cool Grey, in stock or not, with the options given. */
export function luxury(hasStock: boolean, options: Configuration['options'] = []): Configuration {
  return withSubtotal({
    variant: { id: 'AU-LUX', name: 'Luxury', basePrice: cents(10_000_000), isDefault: true },
    exterior: {
      id: 'AU-LUX-SBM',
      name: 'Sable Black Metallic',
      price: cents(0),
      hasStock: true,
      isDefault: true,
    },
    interior: { id: 'AU-LUX-SCG', name: 'Sky Cool Grey', price: cents(0), hasStock, isDefault: true },
    options,
  });
}
