import type { ReservationOrder } from '@showroom/contract';
import { australianStateCode, type CountryCode, homeDeliveryRefusal, streetOf } from '@showroom/domain';
import type { z } from 'zod';
import { badField, unknownField } from '../../platform/http/app-error';
import type { ExperienceCentre, PlaceFields } from '../location';
import { dispatches } from '../location';
import type { QuotedDelivery } from '../pricing';

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
    // The street apart from its locality, which is kept in parts (audit 002 #8); a line of the locality alone stays.
    deliveryAddress: streetOf(address, { suburb, state: input.DeliveryLocationState, postcode }) || address,
    deliveryState: input.DeliveryLocationState?.trim() || null,
    deliverySuburb: suburb,
    deliveryPostcode: postcode,
  };
}

/** How place-reservation names the delivery place's parts (the state only when one was sent). */
export function reservationPlaceFields(input: OrderInput): PlaceFields {
  return {
    postcode: 'order.DeliveryLocationPostcode',
    suburb: 'order.DeliveryLocationSuburb',
    state: input.DeliveryLocationState?.trim() ? 'order.DeliveryLocationState' : undefined,
  };
}

/**
 * Home delivery as the server priced it, held to the rules the page applies at submit (domain
 * `homeDeliveryRefusal`, spec 000 section 5) on the locality the server verified and the distance it measured
 * itself: in Australia the place must be in the order's state, and delivery must be offered there (not inside
 * the minimum distance). Otherwise a 400 naming the field, before anything is written. The order keeps the
 * verified suburb, state and postcode, not the text the client typed (issue 15.4). A place the provider could
 * not find (code 1) or reach (code 2) is kept as sent: sales follow up, as the spec says.
 */
export function pricedDelivery(
  input: OrderInput,
  delivery: OrderDelivery,
  quote: QuotedDelivery,
): OrderDelivery {
  if (delivery.deliveryOption !== 'HomeDelivery') return delivery;
  const { place } = quote;
  const sentState = delivery.deliveryState;
  const state = place?.state ?? australianStateCode(sentState) ?? input.State ?? '';
  const refusal = homeDeliveryRefusal(input.Country, input.State, { state }, quote);
  if (refusal?.rule === 'other-state') {
    throw badField(
      sentState ? 'order.DeliveryLocationState' : 'order.DeliveryLocationPostcode',
      refusal.message,
    );
  }
  if (refusal) throw badField('order.DeliveryOption', refusal.message);
  if (!place) return delivery;
  return {
    ...delivery,
    deliverySuburb: place.suburb,
    deliveryState: place.state,
    deliveryPostcode: place.postcode,
  };
}
