import { addressLine } from '@showroom/domain';
import type { ScheduleRequest } from './api/delivery-schedule-api';
import type { OrderDetails } from './order-details';

/** The schedule body of an order (its ids, option and place) for a pick-up centre and a date (DD.MM.YYYY). */
export function scheduleRequestOf(
  order: OrderDetails,
  pickupLocationName: string | null,
  deliveryDate: string | null,
): ScheduleRequest {
  const { delivery, yanaOrderIDs: ids } = order;
  return {
    YanaOrderID: ids.yanaOrderID,
    YanaOrderNo: ids.yanaOrderNo,
    YanaCustomerID: ids.yanaCustomerID,
    YanaCustomerNo: ids.yanaCustomerNo,
    Country: order.orderVehicle.country,
    DeliveryOption: delivery.deliveryOption,
    PickupLocationName: delivery.deliveryOption === 'Pickup' ? pickupLocationName : null,
    DeliveryLocationAddress: delivery.deliveryLocationAddress,
    DeliveryLocationSuburb: delivery.deliveryLocationSuburb,
    DeliveryLocationState: delivery.deliveryLocationState,
    DeliveryLocationPostcode: delivery.deliveryLocationPostcode,
    Available: delivery.available,
    DeliveryDate: deliveryDate,
  };
}

/** The order's home delivery address on one line. */
export function deliveryAddressOf(order: OrderDetails): string {
  const { delivery } = order;
  return addressLine(
    {
      street: delivery.deliveryLocationAddress,
      suburb: delivery.deliveryLocationSuburb,
      state: delivery.deliveryLocationState,
      postcode: delivery.deliveryLocationPostcode,
    },
    order.orderVehicle.country,
  );
}
