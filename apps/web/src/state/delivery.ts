import {
  type DeliveryAddress,
  type DeliveryQuote,
  type DeliverySelection,
  emptyDeliverySelection,
  type PickupPoint,
} from '@showroom/domain';
import { createStore } from './create-store';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const areStrings = (value: Record<string, unknown>, fields: readonly string[]) =>
  fields.every((field) => typeof value[field] === 'string');

function isAddress(value: unknown): value is DeliveryAddress {
  return isRecord(value) && areStrings(value, ['fullAddress', 'suburb', 'state', 'postcode']);
}

function isQuote(value: unknown): value is DeliveryQuote {
  return (
    isRecord(value) &&
    typeof value.deliveryAvailable === 'boolean' &&
    Number.isSafeInteger(value.deliveryPrice) &&
    typeof value.distance === 'number' &&
    [0, 1, 2].includes(value.deliveryPriceErrorCode as number)
  );
}

function isPickupPoint(value: unknown): value is PickupPoint {
  return (
    isQuote(value) &&
    areStrings(value as unknown as Record<string, unknown>, [
      'name',
      'address',
      'suburb',
      'postcode',
      'state',
    ]) &&
    typeof (value as unknown as Record<string, unknown>).pickupAvailable === 'boolean'
  );
}

/**
 * A delivery choice stored by another tab or an earlier visit, checked for shape: the page and the server apply
 * the delivery rules to it again (deliveryProblems before checkout, place-reservation's own checks).
 */
function validateDelivery(value: unknown): DeliverySelection | undefined {
  if (!isRecord(value) || !Array.isArray(value.locations) || !value.locations.every(isPickupPoint))
    return undefined;
  const { primary, option, deliveryAddress, deliveryAddressQuote, pickupLocationName } = value;
  if (primary !== null && !isAddress(primary)) return undefined;
  if (deliveryAddress !== null && !isAddress(deliveryAddress)) return undefined;
  if (deliveryAddressQuote !== null && !isQuote(deliveryAddressQuote)) return undefined;
  if (option !== null && option !== 'Pickup' && option !== 'HomeDelivery') return undefined;
  if (pickupLocationName !== null && typeof pickupLocationName !== 'string') return undefined;
  if (typeof value.differentAddress !== 'boolean' || typeof value.invalidPrimaryAddress !== 'boolean')
    return undefined;
  return {
    primary,
    invalidPrimaryAddress: value.invalidPrimaryAddress,
    locations: value.locations,
    pickupLocationName,
    option,
    differentAddress: value.differentAddress,
    deliveryAddress,
    deliveryAddressQuote,
  };
}

/**
 * The delivery details of the 'TAKING DELIVERY' section (spec 000 section 3, "Selected delivery"), kept in this
 * browser like the configuration, so a second tab or a later visit has the same choice (audit 000 D8). Reset when
 * the location changes, which every tab's location confirmation does.
 */
export const deliveryStore = createStore<DeliverySelection>(emptyDeliverySelection, {
  storageKey: 'showroom.delivery',
  validate: validateDelivery,
});

/** Clears every delivery choice (a change of country, state or an unusable primary address). */
export function resetDelivery(): void {
  deliveryStore.set(emptyDeliverySelection);
}
