import { deliveryScheduleMessages, dottedDate, isoFromDotted } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DateCalendar } from '../../../components/date-calendar';
import { type ScheduleTimes, timesQuery } from '../api/delivery-schedule-api';
import type { OrderDetails } from '../order-details';
import { scheduleRequestOf } from '../schedule-request';
import styles from './schedule-delivery.module.css';
import type { ScheduleValues } from './schedule-delivery-dialog';

/**
 * Step 1: the date (from 20 days out, weeks from Monday, closed and full days unavailable) and the times loaded
 * for it; 'No available time found.' when it has none.
 */
export function DateTimeStep({
  order,
  form,
  window,
}: {
  order: OrderDetails;
  form: UseFormReturn<ScheduleValues>;
  window: ScheduleTimes | undefined;
}) {
  const { PickupLocationName, DeliveryDate, DeliveryTime } = form.watch();
  const day = useQuery({
    ...timesQuery(scheduleRequestOf(order, PickupLocationName || null, DeliveryDate || null)),
    enabled: Boolean(DeliveryDate),
  });
  const disabled = useMemo(
    () => new Set((window?.disabledDates ?? []).map((date) => isoFromDotted(date) ?? date)),
    [window],
  );
  if (!window) return <p className={styles.hint}>Loading...</p>;
  const free = day.data?.timeList.filter((slot) => slot.isAvailable) ?? [];
  return (
    <div className={styles.dateTime}>
      <DateCalendar
        label="Date"
        value={isoFromDotted(DeliveryDate) ?? ''}
        min={isoFromDotted(window.minDate) ?? ''}
        max={isoFromDotted(window.maxDate) ?? ''}
        disabledDates={disabled}
        onChange={(date) => {
          form.setValue('DeliveryDate', dottedDate(date));
          form.setValue('DeliveryTime', '');
        }}
      />
      <fieldset className={styles.step}>
        <legend className={styles.heading}>Time</legend>
        {day.isPending ? (
          <p className={styles.hint}>Loading...</p>
        ) : day.isError ? (
          <p className={styles.hint} role="alert">
            {day.error.message}
          </p>
        ) : free.length === 0 ? (
          <p className={styles.hint} role="status">
            {deliveryScheduleMessages.noTimes}
          </p>
        ) : (
          <div className={styles.times}>
            {free.map((slot) => (
              <label key={slot.time} className={styles.option}>
                <input
                  type="radio"
                  name="DeliveryTime"
                  value={slot.time}
                  checked={DeliveryTime === slot.time}
                  onChange={() => form.setValue('DeliveryTime', slot.time)}
                />
                <span>{slot.label}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </div>
  );
}
