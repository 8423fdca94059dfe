import { zodResolver } from '@hookform/resolvers/zod';
import { TestDriveBooking as BookingSchema } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-error';
import { changeBooking, type SavedBooking, saveBooking, type TestDriveBooking } from '../api/test-drive-api';
import {
  bookingBody,
  emptyForm,
  fieldOrder,
  formOfBooking,
  type TestDriveField,
  type TestDriveFormValues,
} from '../form-values';
import { CustomerFields } from './customer-fields';
import { SelectionFields } from './selection-fields';
import styles from './test-drive-form.module.css';

/** The form's rules are the contract's: the same zod schema the server validates with. */
const resolver = zodResolver(BookingSchema) as unknown as Resolver<TestDriveFormValues>;

export interface Confirmation {
  saved: SavedBooking;
  values: TestDriveFormValues;
}

export interface TestDriveFormProps {
  country: CountryCode;
  /** A booking opened by its webkey: the form changes it, with the customer fields locked. */
  booking?: TestDriveBooking | undefined;
  qrCode?: string | undefined;
  utmTag?: string | null;
  onBooked(confirmation: Confirmation): void;
}

/**
 * The booking form (spec 002 sections 4 and 5): react-hook-form with the contract's schema, validated on submit
 * and then again as fields change; the first invalid field is scrolled into view and focused; BOOK stays
 * disabled until the privacy policy is agreed to.
 */
export function TestDriveForm({ country, booking, qrCode, utmTag, onBooked }: TestDriveFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<TestDriveFormValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: booking ? formOfBooking(booking) : emptyForm(country),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const privacy = form.watch('PrivacyStatement');

  const submit = useMutation({
    mutationFn: (values: TestDriveFormValues) => {
      const body = bookingBody(values, { qrCode, utmTag });
      if (!booking) return saveBooking(body);
      return changeBooking({
        WebKey: booking.webkey,
        Country: body.Country,
        TestDriveLocationID: body.TestDriveLocationID,
        ModelID: body.ModelID,
        VariantID: body.VariantID,
        Date: body.Date,
        SelectedTime: body.SelectedTime,
      });
    },
    onSuccess: (saved, values) => {
      setRefusal(null);
      void queryClient.invalidateQueries({ queryKey: ['test-drive'] });
      onBooked({ saved, values });
    },
    onError: (error) => {
      // The spec keeps the server's message without showing it (section 8); a customer whose time was just taken
      // must be told, so we show it, and refresh the times.
      const message = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
      setRefusal(message);
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          if ((fieldOrder as readonly string[]).includes(detail.field)) {
            form.setError(detail.field as TestDriveField, { message: detail.message });
          }
        }
        if (error.errorCode === 'SlotTaken') {
          form.setValue('SelectedTime', '');
          void queryClient.invalidateQueries({ queryKey: ['test-drive'] });
        }
      }
    },
  });

  const onInvalid = (errors: FieldErrors<TestDriveFormValues>) => {
    const first = fieldOrder.find((field) => errors[field]);
    if (!first) return;
    form.setFocus(first);
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body) {
      focused.scrollIntoView({ block: 'center', behavior: 'auto' });
    }
  };

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        aria-label={booking ? 'Change your test drive' : 'Book a test drive'}
        onSubmit={form.handleSubmit((values) => submit.mutate(values), onInvalid)}
      >
        <section className={styles.section} aria-labelledby="test-drive-where">
          <h2 id="test-drive-where" className={styles.heading}>
            1. Where and when
          </h2>
          <SelectionFields country={country} webkey={booking?.webkey} />
        </section>
        <section className={styles.section} aria-labelledby="test-drive-who">
          <h2 id="test-drive-who" className={styles.heading}>
            2. Your details
          </h2>
          {booking ? (
            <p className={styles.lockedNote}>
              These details belong to booking {booking.yanaTestDriveNo}. To change them, please call us.
            </p>
          ) : null}
          <CustomerFields locked={Boolean(booking)} />
        </section>
        {refusal ? <Notice tone="error">{refusal}</Notice> : null}
        <div className={styles.actions}>
          <Button type="submit" busy={submit.isPending} disabled={!privacy}>
            {booking ? 'CHANGE BOOKING' : 'BOOK'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
