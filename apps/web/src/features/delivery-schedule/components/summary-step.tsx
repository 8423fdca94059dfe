import { displayDeliveryDate, isoFromDotted } from '@showroom/domain';
import type { OrderDetails } from '../order-details';
import { deliveryAddressOf } from '../schedule-request';
import styles from './schedule-delivery.module.css';
import type { ScheduleValues } from './schedule-delivery-dialog';

/** '14:30' → '2:30 pm'. */
export function timeLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Step 2: what CONFIRM books. */
export function SummaryStep({ order, values }: { order: OrderDetails; values: ScheduleValues }) {
  const pickup = order.delivery.deliveryOption === 'Pickup';
  const date = isoFromDotted(values.DeliveryDate);
  return (
    <div className={styles.step}>
      <h3 className={styles.heading}>Summary</h3>
      <dl className={styles.facts}>
        <dt>{pickup ? 'Collect from' : 'Deliver to'}</dt>
        <dd>{pickup ? values.PickupLocationName : deliveryAddressOf(order)}</dd>
        <dt>Date</dt>
        <dd>{date ? displayDeliveryDate(date) : ''}</dd>
        <dt>Time</dt>
        <dd>{values.DeliveryTime ? timeLabel(values.DeliveryTime) : ''}</dd>
      </dl>
      <p className={styles.hint}>
        Please pay your balance at least 3 business days before this date. We email you a calendar file.
      </p>
    </div>
  );
}
