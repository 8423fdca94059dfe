import { zodResolver } from '@hookform/resolvers/zod';
import { enquiryFormFor } from '@showroom/contract';
import { type CountryCode, countries, mobileInput } from '@showroom/domain';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { checkboxFieldProps, textFieldProps } from '../../../components/controlled-field';
import { Notice } from '../../../components/notice';
import { SelectField } from '../../../components/select-field';
import { CheckboxField, TextAreaField, TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-error';
import type { EnquiryValues } from '../api/save-enquiry';
import styles from './enquiry-form.module.css';

const PrivacyStatementDialog = lazy(() => import('../../../components/privacy-statement-dialog'));

/** A successful submit shows its message, then the form resets after 5 s (spec 001 sections 4 and 9). */
const resetAfterMs = 5000;

type Fields = z.input<ReturnType<typeof enquiryFormFor>>;

const empty: Fields = {
  country: '',
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  comments: '',
  privacy: false,
  marketing: false,
};

export interface EnquiryFormProps {
  /** Sends the checked values; rejects with the server's refusal. */
  onSubmit(values: EnquiryValues): Promise<void>;
  successMessage: string;
  /** The market's country; asked for instead when `askCountry` (the request-a-call page). */
  country?: CountryCode | undefined;
  askCountry?: boolean;
  showComments?: boolean;
  /** Called once a submit succeeded (e.g. to track the thank-you). */
  onSuccess?(): void;
}

/**
 * The contact and request-a-call form (spec 001 sections 2 and 5): names, email, mobile (digits only, cut to
 * 11), optional comments, a required privacy agreement that enables SUBMIT, optional marketing consent.
 * Ready, loading (spinner, button disabled), done; a refusal shows the server's message and returns to ready.
 */
export function EnquiryForm({
  onSubmit,
  successMessage,
  country,
  askCountry = false,
  showComments = true,
  onSuccess,
}: EnquiryFormProps) {
  const schema = useMemo(() => enquiryFormFor({ askCountry }), [askCountry]);
  const form = useForm<Fields, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const submit = useMutation({
    mutationFn: onSubmit,
    onSuccess: () => {
      onSuccess?.();
      resetTimer.current = window.setTimeout(() => {
        form.reset(empty);
        submit.reset();
      }, resetAfterMs);
    },
  });

  const send = form.handleSubmit((values) => {
    const chosenCountry = askCountry ? values.country : country;
    if (!chosenCountry) return;
    submit.mutate({ ...values, country: chosenCountry });
  });

  if (submit.isSuccess) return <Notice tone="success">{successMessage}</Notice>;

  return (
    <form className={styles.form} noValidate onSubmit={send}>
      {askCountry ? (
        <div className={styles.wide}>
          <Controller
            control={form.control}
            name="country"
            render={(controlled) => {
              const { error, ...props } = textFieldProps(controlled);
              return (
                <>
                  <SelectField
                    label="Country"
                    placeholder="Select your country"
                    options={countries.map((c) => ({ value: c.code, label: c.name }))}
                    {...props}
                  />
                  {error ? (
                    <span className={styles.error} role="alert">
                      {error}
                    </span>
                  ) : null}
                </>
              );
            }}
          />
        </div>
      ) : null}
      <Controller
        control={form.control}
        name="firstName"
        render={(controlled) => (
          <TextField label="First name" autoComplete="given-name" {...textFieldProps(controlled)} />
        )}
      />
      <Controller
        control={form.control}
        name="lastName"
        render={(controlled) => (
          <TextField label="Last name" autoComplete="family-name" {...textFieldProps(controlled)} />
        )}
      />
      <Controller
        control={form.control}
        name="email"
        render={(controlled) => (
          <TextField label="Email" type="email" autoComplete="email" {...textFieldProps(controlled)} />
        )}
      />
      <Controller
        control={form.control}
        name="mobile"
        render={(controlled) => (
          <TextField
            label="Mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            {...textFieldProps(controlled, mobileInput)}
          />
        )}
      />
      {showComments ? (
        <div className={styles.wide}>
          <Controller
            control={form.control}
            name="comments"
            render={({ field }) => (
              <TextAreaField
                label="Comments"
                rows={8}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                maxLength={2000}
              />
            )}
          />
        </div>
      ) : null}
      <div className={styles.wide}>
        <Controller
          control={form.control}
          name="privacy"
          render={(controlled) => (
            <CheckboxField {...checkboxFieldProps(controlled)} required>
              I have read and agree to the{' '}
              <button type="button" className={styles.inlineLink} onClick={() => setPrivacyOpen(true)}>
                Privacy Statement
              </button>
              .
            </CheckboxField>
          )}
        />
      </div>
      <div className={styles.wide}>
        <Controller
          control={form.control}
          name="marketing"
          render={(controlled) => (
            <CheckboxField {...checkboxFieldProps(controlled)}>
              Keep me updated with news and offers from Cadillac (optional).
            </CheckboxField>
          )}
        />
      </div>
      {submit.isError ? (
        <div className={styles.wide}>
          <Notice tone="error">
            {submit.error instanceof ApiError
              ? submit.error.message
              : 'Something went wrong. Please try again.'}
          </Notice>
        </div>
      ) : null}
      <div className={styles.wide}>
        <Button type="submit" busy={submit.isPending} disabled={!form.watch('privacy')}>
          SUBMIT
        </Button>
      </div>
      {privacyOpen ? (
        <Suspense fallback={null}>
          <PrivacyStatementDialog onClose={() => setPrivacyOpen(false)} />
        </Suspense>
      ) : null}
    </form>
  );
}
