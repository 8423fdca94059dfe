import type { ReservationOrder } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import type { z } from 'zod';
import { badField, unknownField } from '../../platform/http/app-error';
import { dispatches } from '../location/centre-choice';
import type { ExperienceCentre } from '../location/location.repository';

type OrderInput = z.output<typeof ReservationOrder>;

/** How an order's vehicle reaches its customer, as the orders table keeps it. */
export interface OrderDelivery {
  deliveryOption: 'Pickup' | 'HomeDelivery';
  pickupLocationName: string | null;
  deliveryAddress: string | null;
  deliveryState: string | null;
  deliverySuburb: string | null;
  deliveryPostcode: string | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The delivery of a reservation, checked: pick-up names an Experience Centre of the market that hands vehicles
 * over (stored under the centre's own name); home delivery needs the street address, suburb and 4-digit postcode
 * it is priced from. Fields of the other option are not kept.
 */
export async function reservationDelivery(
  input: OrderInput,
  centres: (country: CountryCode) => Promise<ExperienceCentre[]>,
): Promise<OrderDelivery> {
  const none = { deliveryAddress: null, deliveryState: null, deliverySuburb: null, deliveryPostcode: null };
  if (input.DeliveryOption === 'Pickup') {
    const name = input.PickupLocationName?.trim();
    if (!name) throw badField('order.PickupLocationName', 'Choose the Experience Centre to collect from.');
    const centre = (await centres(input.Country)).find((c) => sameName(c.name, name));
    if (!centre) {
      throw unknownField('order.PickupLocationName', `No Experience Centre '${name}' in ${input.Country}.`);
    }
    if (!dispatches(centre)) {
      throw badField('order.PickupLocationName', `${centre.name} does not hand over vehicles yet.`);
    }
    return { deliveryOption: 'Pickup', pickupLocationName: centre.name, ...none };
  }
  const address = input.DeliveryLocationAddress?.trim();
  const suburb = input.DeliveryLocationSuburb?.trim();
  const postcode = input.DeliveryLocationPostcode?.trim() ?? '';
  if (!address) throw badField('order.DeliveryLocationAddress', 'Home delivery needs the street address.');
  if (!suburb) throw badField('order.DeliveryLocationSuburb', 'Home delivery needs the suburb.');
  if (!/^\d{4}$/.test(postcode)) {
    throw badField('order.DeliveryLocationPostcode', 'Home delivery needs the 4-digit postcode.');
  }
  return {
    deliveryOption: 'HomeDelivery',
    pickupLocationName: null,
    deliveryAddress: address,
    deliveryState: input.DeliveryLocationState?.trim() || null,
    deliverySuburb: suburb,
    deliveryPostcode: postcode,
  };
}
