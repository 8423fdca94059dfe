import type { CountryCode } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { DateCalendar } from '../../../components/date-calendar';
import { SelectField } from '../../../components/select-field';
import { datesQuery, locationsQuery, modelsQuery, timesQuery, variantsQuery } from '../api/test-drive-api';
import type { TestDriveFormValues } from '../form-values';
import styles from './test-drive-form.module.css';
import { TimeSlots } from './time-slots';

/**
 * Location → model → variant → date → time (spec 002 section 4 steps 1-4): each choice loads the next list;
 * choosing a variant sets the date to the first one free; changing the date clears the time. With a webkey, the
 * booking's own slot counts as free.
 */
export function SelectionFields({ country, webkey }: { country: CountryCode; webkey?: string | undefined }) {
  const { control, setValue, getValues } = useFormContext<TestDriveFormValues>();
  // After the first submit, values the page sets are checked again like typed ones (section 4 step 7).
  const { isSubmitted } = useFormState({ control });
  const set = (field: keyof TestDriveFormValues, value: string) =>
    setValue(field, value, { shouldValidate: isSubmitted });
  const [location, model, variant, date] = useWatch({
    control,
    name: ['TestDriveLocationID', 'ModelID', 'VariantID', 'Date'],
  });
  const locations = useQuery(locationsQuery(country));
  const models = useQuery(modelsQuery(location));
  const variants = useQuery(variantsQuery(location, model));
  const choice = { location, model, variant, webkey };
  const dates = useQuery(datesQuery(choice));
  const times = useQuery(timesQuery({ ...choice, date }));
  const disabledDates = useMemo(
    () => new Set((dates.data?.disabledDates ?? []).map((d) => d.replaceAll('/', '-'))),
    [dates.data],
  );
  const minDate = dates.data?.minDate?.replaceAll('/', '-') ?? '';
  const maxDate = dates.data?.maxDate.replaceAll('/', '-') ?? '';

  // The only model is chosen for the visitor once a location has it.
  useEffect(() => {
    const only = models.data?.length === 1 ? models.data[0] : undefined;
    if (only && !getValues('ModelID')) setValue('ModelID', only.modelID, { shouldValidate: isSubmitted });
  }, [models.data, getValues, setValue, isSubmitted]);

  // A variant's window arrived: the date starts at its first free day (unless one is held, as in edit mode).
  useEffect(() => {
    if (!minDate) return;
    const current = getValues('Date');
    if (!current || current < minDate || disabledDates.has(current)) {
      setValue('Date', minDate, { shouldValidate: isSubmitted });
      setValue('SelectedTime', '', { shouldValidate: isSubmitted });
    }
  }, [minDate, disabledDates, getValues, setValue, isSubmitted]);

  const clear = (...fields: (keyof TestDriveFormValues)[]) => {
    for (const field of fields) set(field, '');
  };

  return (
    <div className={styles.selection}>
      <Controller
        control={control}
        name="TestDriveLocationID"
        render={({ field, fieldState }) => (
          <SelectField
            label="Location"
            placeholder="Please select a location"
            loading={locations.isPending}
            options={(locations.data ?? []).map((l) => ({ value: l.testDriveLocationID, label: l.name }))}
            value={field.value}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            onChange={(value) => {
              field.onChange(value);
              clear('ModelID', 'VariantID', 'Date', 'SelectedTime');
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="ModelID"
        render={({ field, fieldState }) => (
          <SelectField
            label="Model"
            placeholder={location ? 'Please select model' : 'Please select a location'}
            loading={Boolean(location) && models.isPending}
            disabled={!location}
            options={(models.data ?? []).map((m) => ({ value: m.modelID, label: m.model }))}
            value={field.value}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            onChange={(value) => {
              field.onChange(value);
              clear('VariantID', 'Date', 'SelectedTime');
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="VariantID"
        render={({ field, fieldState }) => (
          <SelectField
            label="Trim"
            placeholder={location ? 'Please select trim' : 'Please select a location'}
            loading={Boolean(location && model) && variants.isPending}
            disabled={!location || !model}
            options={(variants.data ?? []).map((v) => ({ value: v.variantID, label: v.variantName }))}
            value={field.value}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            onChange={(value) => {
              field.onChange(value);
              clear('Date', 'SelectedTime');
            }}
          />
        )}
      />
      <div className={styles.wide}>
        <Controller
          control={control}
          name="Date"
          render={({ field, fieldState }) =>
            dates.data && minDate ? (
              <DateCalendar
                label="Date"
                value={field.value}
                ref={field.ref}
                min={minDate}
                max={maxDate}
                disabledDates={disabledDates}
                error={fieldState.error?.message}
                onChange={(value) => {
                  field.onChange(value);
                  set('SelectedTime', '');
                }}
              />
            ) : (
              <div className={styles.placeholder}>
                <span className={styles.placeholderLabel}>Date</span>
                <span ref={field.ref} tabIndex={-1}>
                  {!variant
                    ? 'Please select a location, model and trim first.'
                    : dates.isPending
                      ? 'Loading...'
                      : 'No test drives are free at this location in the next 60 days. Please try another location.'}
                </span>
                {fieldState.error ? (
                  <span className={styles.error} role="alert">
                    {fieldState.error.message}
                  </span>
                ) : null}
              </div>
            )
          }
        />
      </div>
      <div className={styles.wide}>
        <Controller
          control={control}
          name="SelectedTime"
          render={({ field, fieldState }) => (
            <TimeSlots
              slots={date ? times.data?.timeList : undefined}
              loading={Boolean(date) && times.isPending}
              value={field.value}
              name={field.name}
              fieldRef={field.ref}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      {times.data?.whatExpectedList.length ? (
        <section className={`${styles.wide} ${styles.expect}`} aria-labelledby="test-drive-expect">
          <h3 id="test-drive-expect">What to expect</h3>
          <ul>
            {times.data.whatExpectedList.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
