import { displayDeliveryDate, isoFromDotted } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { geometryQuery, timesQuery } from '../api/delivery-schedule-api';
import { deliveryAddressOf, scheduleRequestOf } from '../schedule-request';
import styles from './schedule-delivery.module.css';
import { ScheduleDeliveryDialog, type ScheduleDialogProps } from './schedule-delivery-dialog';
import { timeLabel } from './summary-step';

const AppointmentMap = lazy(() => import('./appointment-map').then((m) => ({ default: m.AppointmentMap })));

/**
 * Your Delivery (spec 002 section 4 "view appointment"): the booked date and time, where, and a map at zoom 12
 * of the centre (pick-up) or of the geocoded address (home delivery); RESCHEDULE opens the wizard.
 */
export function YourDeliveryDialog(props: ScheduleDialogProps) {
  const { order, onClose } = props;
  const [rescheduling, setRescheduling] = useState(false);
  const { delivery } = order;
  const pickup = delivery.deliveryOption === 'Pickup';
  const handover = useQuery({
    ...timesQuery(scheduleRequestOf(order, delivery.pickupLocationName, null)),
    enabled: !rescheduling,
  });
  const address = deliveryAddressOf(order);
  const geocoded = useQuery(
    geometryQuery(pickup || rescheduling ? undefined : { country: order.orderVehicle.country, address }),
  );
  if (rescheduling) return <ScheduleDeliveryDialog {...props} />;
  const date = isoFromDotted(delivery.deliveryDate ?? '');
  const point = pickup
    ? handover.data && {
        latitude: handover.data.location.latitude,
        longitude: handover.data.location.longitude,
      }
    : geocoded.data && { latitude: geocoded.data.lat, longitude: geocoded.data.lng };
  const placeName = pickup ? (delivery.pickupLocationName ?? '') : address;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="Your Delivery" size="lg">
      <div className={styles.wizard}>
        <dl className={styles.facts}>
          <dt>{pickup ? 'Collect from' : 'Deliver to'}</dt>
          <dd>
            {placeName}
            {pickup && handover.data ? (
              <>
                <br />
                {handover.data.location.address}
              </>
            ) : null}
          </dd>
          <dt>Date</dt>
          <dd>{date ? displayDeliveryDate(date) : 'Not booked yet'}</dd>
          <dt>Time</dt>
          <dd>{delivery.deliveryTime ? timeLabel(delivery.deliveryTime) : ''}</dd>
        </dl>
        {point ? (
          <Suspense fallback={<p className={styles.hint}>Loading map...</p>}>
            <AppointmentMap
              tiles={handover.data?.mapTiles ?? null}
              latitude={point.latitude}
              longitude={point.longitude}
              label={pickup ? placeName : 'Your address'}
            />
          </Suspense>
        ) : geocoded.isError || handover.isError ? (
          <p className={styles.hint}>The map is not available right now.</p>
        ) : (
          <p className={styles.hint}>Loading map...</p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setRescheduling(true)}>
            Reschedule
          </Button>
          <Button onClick={onClose}>Close</Button>
        </div>
      </div>
    </Dialog>
  );
}
