import { mobileInput, postcodeInput } from '@showroom/domain';
import { lazy, Suspense, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { CheckboxField, TextField } from '../../../components/text-field';
import type { TestDriveField, TestDriveFormValues } from '../form-values';
import styles from './test-drive-form.module.css';

const PrivacyStatementDialog = lazy(() => import('../../../components/privacy-statement-dialog'));

type TextName = Extract<
  TestDriveField,
  'FirstName' | 'LastName' | 'Email' | 'Mobile' | 'Postcode' | 'CurrentVehicle'
>;

const texts: {
  name: TextName;
  label: string;
  autoComplete: string;
  filter?: (typed: string) => string;
  type?: string;
}[] = [
  { name: 'FirstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'LastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'Email', label: 'Email', autoComplete: 'email', type: 'email' },
  // Digits only, cut to 11 (spec 002 section 5 and 9); postcode cut to 4.
  { name: 'Mobile', label: 'Mobile', autoComplete: 'tel', type: 'tel', filter: mobileInput },
  { name: 'Postcode', label: 'Postcode', autoComplete: 'postal-code', filter: postcodeInput },
];

/** The person booking (spec 002 section 3 "Customer"); with a webkey these are shown but locked. */
export function CustomerFields({ locked }: { locked: boolean }) {
  const { control } = useFormContext<TestDriveFormValues>();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  return (
    <div className={styles.customer}>
      {texts.map((text) => (
        <Controller
          key={text.name}
          control={control}
          name={text.name}
          render={({ field, fieldState }) => (
            <TextField
              label={text.label}
              autoComplete={text.autoComplete}
              type={text.type ?? 'text'}
              inputMode={text.filter ? 'numeric' : undefined}
              readOnly={locked}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(typed) => field.onChange(text.filter ? text.filter(typed) : typed)}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
      <Controller
        control={control}
        name="CustomerType"
        render={({ field, fieldState }) => (
          <SelectField
            label="Customer type"
            placeholder="Please select"
            options={[
              { value: 'Private', label: 'Private' },
              { value: 'Business', label: 'Business' },
            ]}
            disabled={locked}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className={styles.wide}>
        <Controller
          control={control}
          name="CurrentVehicle"
          render={({ field }) => (
            <TextField
              label="Current vehicle (optional)"
              autoComplete="off"
              maxLength={100}
              readOnly={locked}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <div className={styles.wide}>
        <Controller
          control={control}
          name="PrivacyStatement"
          render={({ field, fieldState }) => (
            <CheckboxField
              checked={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              disabled={locked}
              error={fieldState.error?.message}
              required
            >
              I have read and agree to Cadillac's{' '}
              <button type="button" className={styles.inlineLink} onClick={() => setPrivacyOpen(true)}>
                Privacy policy
              </button>
              .
            </CheckboxField>
          )}
        />
      </div>
      <div className={styles.wide}>
        <Controller
          control={control}
          name="Marketing"
          render={({ field }) => (
            <CheckboxField
              checked={field.value}
              onChange={field.onChange}
              disabled={locked}
              name={field.name}
            >
              Keep me updated with news and offers from Cadillac (optional).
            </CheckboxField>
          )}
        />
      </div>
      {privacyOpen ? (
        <Suspense fallback={null}>
          <PrivacyStatementDialog onClose={() => setPrivacyOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
