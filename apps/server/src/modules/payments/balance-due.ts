import { balanceDueDate, type CountryCode, dottedDate, holidayRegionOf } from '@showroom/domain';

/**
 * The day the balance is due (DD.MM.YYYY), or null before a delivery date is booked. A date beyond the years the
 * holiday tables hold answers null too: the dialog then says the due date follows from the delivery date.
 */
export function balanceDueDateOf(order: {
  country: string;
  state: string | null;
  deliveryDate: string | null;
  deliveryOption: 'Pickup' | 'HomeDelivery';
}): string | null {
  if (!order.deliveryDate) return null;
  try {
    const region = holidayRegionOf(order.country as CountryCode, order.state);
    return dottedDate(balanceDueDate(region, order.deliveryDate, order.deliveryOption));
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
