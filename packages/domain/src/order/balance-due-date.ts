import { addBusinessDays } from '../calendar/business-days';
import type { HolidayRegion } from '../calendar/holiday-region';
import type { DeliveryOption } from '../pricing/drive-away-types';
import type { IsoDate } from '../pricing/iso-date';

/** Spec 002 sections 1 and 9: full payment is due 3 business days before delivery or last-mile transport. */
export const balanceDueBusinessDays = 3;

/**
 * How many business days before a home delivery its last-mile transport leaves (docs/decisions/0024): the
 * vehicle goes on the truck the business day before it reaches the customer's door. A collection has none.
 */
export const lastMileTransportBusinessDays = 1;

/**
 * The day the balance must have arrived: 3 business days (weekdays that are not public holidays of the
 * customer's state, or of New Zealand) before the handover of a collection, or before the last-mile transport of a
 * home delivery. Throws a RangeError for a date outside the years the holiday tables hold.
 * @example balanceDueDate('AU-VIC', '2026-11-06', 'Pickup') // '2026-11-02' (Melbourne Cup on the 3rd)
 * @example balanceDueDate('AU-NSW', '2026-11-06', 'HomeDelivery') // '2026-11-02'
 */
export function balanceDueDate(
  region: HolidayRegion,
  deliveryDate: IsoDate,
  deliveryOption: DeliveryOption,
): IsoDate {
  const transport = deliveryOption === 'HomeDelivery' ? lastMileTransportBusinessDays : 0;
  return addBusinessDays(region, deliveryDate, -(balanceDueBusinessDays + transport));
}
