import { zodResolver } from '@hookform/resolvers/zod';
import { saveScheduleDelivery } from '@showroom/contract';
import { displayDeliveryDate, isoFromDotted } from '@showroom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-error';
import { saveSchedule, timesQuery } from '../api/delivery-schedule-api';
import type { OrderDetails } from '../order-details';
import { scheduleRequestOf } from '../schedule-request';
import { DateTimeStep } from './date-time-step';
import { LocationStep } from './location-step';
import styles from './schedule-delivery.module.css';
import { SummaryStep } from './summary-step';

export interface ScheduleDialogProps {
  order: OrderDetails;
  onClose(): void;
  onChanged(): void;
}

/** What the wizard collects: the pick-up centre (pick-ups only), the date (DD.MM.YYYY) and the time (HH:MM). */
export interface ScheduleValues {
  PickupLocationName: string;
  DeliveryDate: string;
  DeliveryTime: string;
}

const resolver = zodResolver(
  saveScheduleDelivery.body.pick({ PickupLocationName: true, DeliveryDate: true, DeliveryTime: true }),
) as unknown as Resolver<ScheduleValues>;

const steps = ['Location', 'Date and time', 'Summary'] as const;

/**
 * Schedule Delivery / Collection (spec 002 section 4 "Schedule delivery wizard"): step 0 Location, 1 Date and
 * time, 2 Summary. NEXT moves on (on step 1 only once a date and a time are chosen), later steps are disabled until
 * reached, CONFIRM saves and closes. A time taken meanwhile sends the customer back to choose again.
 */
export function ScheduleDeliveryDialog({ order, onClose, onChanged }: ScheduleDialogProps) {
  const pickup = order.delivery.deliveryOption === 'Pickup';
  const noun = pickup ? 'Collection' : 'Delivery';
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const queryClient = useQueryClient();
  const form = useForm<ScheduleValues>({
    resolver,
    defaultValues: {
      PickupLocationName: order.delivery.pickupLocationName ?? '',
      DeliveryDate: order.delivery.deliveryDate ?? '',
      DeliveryTime: order.delivery.deliveryTime ?? '',
    },
  });
  const values = form.watch();
  // The window, the centres and the default date (20 days out) come with the first answer.
  const window = useQuery(timesQuery(scheduleRequestOf(order, values.PickupLocationName || null, null)));
  const defaultDate = window.data?.deliveryDate;
  useEffect(() => {
    if (defaultDate && !form.getValues('DeliveryDate')) form.setValue('DeliveryDate', defaultDate);
  }, [defaultDate, form]);

  const save = useMutation({
    mutationFn: (chosen: ScheduleValues) =>
      saveSchedule({
        ...scheduleRequestOf(order, chosen.PickupLocationName || null, chosen.DeliveryDate),
        DeliveryDate: chosen.DeliveryDate,
        DeliveryTime: chosen.DeliveryTime,
        DeliveryFormatDate: displayDeliveryDate(isoFromDotted(chosen.DeliveryDate) ?? ''),
      }),
    onSuccess: () => {
      onChanged();
      onClose();
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.errorCode === 'SlotTaken') {
        form.setValue('DeliveryTime', '');
        await queryClient.invalidateQueries({ queryKey: ['delivery-schedule', 'times'] });
        setStep(1);
      }
    },
  });

  const go = (next: number) => {
    setStep(next);
    setReached((was) => Math.max(was, next));
  };
  const canLeave = [
    !pickup || Boolean(values.PickupLocationName),
    Boolean(values.DeliveryDate && values.DeliveryTime),
    true,
  ];

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={`Schedule ${noun}`} size="lg">
      <form className={styles.wizard} noValidate onSubmit={(event) => event.preventDefault()}>
        <div role="tablist" aria-label={`Schedule ${noun.toLowerCase()} steps`} className={styles.tabs}>
          {steps.map((label, index) => (
            <button
              key={label}
              type="button"
              role="tab"
              id={`schedule-tab-${index}`}
              aria-selected={step === index}
              aria-controls="schedule-panel"
              disabled={index > reached}
              className={styles.tab}
              onClick={() => setStep(index)}
            >
              <span aria-hidden="true">{index + 1}</span> {label}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id="schedule-panel"
          aria-labelledby={`schedule-tab-${step}`}
          className={styles.panel}
        >
          {window.isError ? (
            <Notice tone="error">{window.error.message}</Notice>
          ) : step === 0 ? (
            <LocationStep order={order} form={form} times={window.data} />
          ) : step === 1 ? (
            <DateTimeStep order={order} form={form} window={window.data} />
          ) : (
            <SummaryStep order={order} values={values} />
          )}
          {save.isError ? <Notice tone="error">{save.error.message}</Notice> : null}
        </div>
        <div className={styles.actions}>
          {step > 0 ? (
            <Button variant="secondary" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          ) : null}
          {step < 2 ? (
            <Button key="next" disabled={!canLeave[step] || !window.data} onClick={() => go(step + 1)}>
              Next
            </Button>
          ) : (
            // Its own element (key): NEXT's click must never land on CONFIRM as the step changes.
            <Button
              key="confirm"
              busy={save.isPending}
              onClick={form.handleSubmit(() => save.mutate(form.getValues()))}
            >
              Confirm
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
