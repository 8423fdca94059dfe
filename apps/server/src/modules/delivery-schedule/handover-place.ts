import type { getAvailableDeliveryTime, ParsedBodyOf } from '@showroom/contract';
import {
  addressLine,
  type CountryCode,
  type HandoverCalendar,
  holidayRegionOf,
  deliveryScheduleMessages as messages,
  timeZoneOf,
} from '@showroom/domain';
import type { orders } from '../../db/schema';
import { badField } from '../../platform/http/app-error';
import { centreAddress } from '../test-drive';
import type { CentreRow, HandoverCalendarRepository } from './handover-calendar.repository';

type OrderRow = typeof orders.$inferSelect;
type ScheduleBody = ParsedBodyOf<typeof getAvailableDeliveryTime>;

/** Where an order is handed over from: the centre, its zone and calendar, and the place the customer goes or is. */
export interface HandoverPlace {
  centre: CentreRow;
  calendar: HandoverCalendar;
  /** Pick-up: the centre's name and address; home delivery: the order's address. */
  place: string;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The order's home delivery address on one line. */
export function deliveryAddressOf(order: OrderRow): string {
  return addressLine(
    {
      street: order.deliveryAddress,
      suburb: order.deliverySuburb,
      state: order.deliveryState,
      postcode: order.deliveryPostcode,
    },
    order.country as CountryCode,
  );
}

/**
 * Checks a schedule request against the order and answers where the handover happens. The option and a home
 * delivery's address are the order's (they were priced at checkout: changing them is a matter for the Concierge);
 * a pick-up may be at any of the market's handover centres. Home deliveries leave from the handover centre of the
 * address's state, else the market's first.
 */
export async function resolveHandoverPlace(
  calendars: HandoverCalendarRepository,
  order: OrderRow,
  body: Pick<
    ScheduleBody,
    'DeliveryOption' | 'PickupLocationName' | 'DeliveryLocationAddress' | 'DeliveryLocationPostcode'
  >,
  today: (timeZone: string) => string,
): Promise<HandoverPlace> {
  const country = order.country as CountryCode;
  if (body.DeliveryOption !== order.deliveryOption) {
    throw badField(
      'DeliveryOption',
      `This order is ${order.deliveryOption === 'Pickup' ? 'collected from an Experience Centre' : 'delivered to your address'}; please call us to change that.`,
    );
  }
  const centres = await calendars.handoverCentres(country);
  let centre: CentreRow | undefined;
  if (order.deliveryOption === 'Pickup') {
    centre = centres.find((candidate) => same(candidate.name, body.PickupLocationName));
    if (!centre) throw badField('PickupLocationName', messages.location);
  } else {
    for (const [field, value, own] of [
      ['DeliveryLocationAddress', body.DeliveryLocationAddress, order.deliveryAddress],
      ['DeliveryLocationPostcode', body.DeliveryLocationPostcode, order.deliveryPostcode],
    ] as const) {
      if (value && !same(value, own)) {
        throw badField(
          field,
          'The delivery address is the one the order was priced for; please call us to change it.',
        );
      }
    }
    centre = centres.find((candidate) => same(candidate.state, order.deliveryState)) ?? centres[0];
    if (!centre) throw badField('DeliveryOption', 'Home delivery is not available in this market yet.');
  }
  const timeZone = timeZoneOf(country, centre.state);
  const calendar = await calendars.calendarOf(centre.id, today(timeZone));
  return {
    centre,
    calendar: { ...calendar, timeZone, region: holidayRegionOf(country, centre.state) },
    place:
      order.deliveryOption === 'Pickup'
        ? `${centre.name}, ${centreAddress(centre)}`
        : deliveryAddressOf(order),
  };
}
