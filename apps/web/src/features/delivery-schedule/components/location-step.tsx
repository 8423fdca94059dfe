import { type Cents, formatMoney } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { deliveryPriceQuery, type ScheduleTimes } from '../api/delivery-schedule-api';
import type { OrderDetails } from '../order-details';
import { deliveryAddressOf } from '../schedule-request';
import styles from './schedule-delivery.module.css';
import type { ScheduleValues } from './schedule-delivery-dialog';

/**
 * Step 0: where. A pick-up chooses one of the market's handover centres; a home delivery shows the address the
 * order was priced for, with the distance and fee from the centre it leaves from (the existing lookup).
 */
export function LocationStep({
  order,
  form,
  times,
}: {
  order: OrderDetails;
  form: UseFormReturn<ScheduleValues>;
  times: ScheduleTimes | undefined;
}) {
  const { delivery } = order;
  const pickup = delivery.deliveryOption === 'Pickup';
  const route =
    times && !pickup
      ? {
          Country: order.orderVehicle.country,
          DeliveryAddress: delivery.deliveryLocationAddress ?? '',
          DeliveryPostcode: delivery.deliveryLocationPostcode,
          DeliverySuburb: delivery.deliveryLocationSuburb,
          DeliveryState: delivery.deliveryLocationState,
          PickupLocationID: times.location.id,
        }
      : undefined;
  const price = useQuery(deliveryPriceQuery(route));
  const waiting = price.isError ? 'Not available' : 'Loading...';
  if (!times) return <p className={styles.hint}>Loading...</p>;
  if (!pickup) {
    return (
      <div className={styles.step}>
        <h3 className={styles.heading}>Delivery address</h3>
        <p>{deliveryAddressOf(order)}</p>
        <dl className={styles.facts}>
          <dt>Leaves from</dt>
          <dd>{times.location.name}</dd>
          <dt>Distance</dt>
          <dd>{price.data ? `${price.data.distance} km` : waiting}</dd>
          <dt>Home delivery</dt>
          <dd>{price.data ? formatMoney(price.data.deliveryPrice as Cents) : waiting}</dd>
        </dl>
        <p className={styles.hint}>To deliver to another address, please call us.</p>
      </div>
    );
  }
  const chosen = form.watch('PickupLocationName');
  return (
    <fieldset className={styles.step}>
      <legend className={styles.heading}>Pick-up location</legend>
      {times.pickupLocations.map((location) => (
        <label key={location.name} className={styles.option}>
          <input
            type="radio"
            name="PickupLocationName"
            value={location.name}
            checked={chosen === location.name}
            onChange={() => {
              form.setValue('PickupLocationName', location.name);
              form.setValue('DeliveryTime', '');
            }}
          />
          <span>
            <strong>{location.name}</strong>
            <br />
            {location.address}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
