import {
  type CountryCode,
  countries,
  type EnquiryField,
  enquiryProblems,
  mobileInput,
} from '@showroom/domain';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { SelectField } from '../../../components/select-field';
import { CheckboxField, TextAreaField, TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api';
import type { EnquiryValues } from '../api/save-enquiry';
import styles from './enquiry-form.module.css';

const PrivacyStatementDialog = lazy(() => import('../../../components/privacy-statement-dialog'));

/** A successful submit shows its message, then the form resets after 5 s (spec 001 sections 4 and 9). */
const resetAfterMs = 5000;

const empty = {
  country: '' as CountryCode | '',
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
  const [values, setValues] = useState(empty);
  const [checked, setChecked] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const submit = useMutation({
    mutationFn: onSubmit,
    onSuccess: () => {
      onSuccess?.();
      resetTimer.current = window.setTimeout(() => {
        setValues(empty);
        setChecked(false);
        submit.reset();
      }, resetAfterMs);
    },
  });

  const chosenCountry = askCountry ? values.country : country;
  const problems = checked
    ? enquiryProblems({ ...values, country: chosenCountry ?? '' }, { askCountry })
    : {};
  const error = (field: EnquiryField) => problems[field];
  const set =
    <K extends keyof typeof empty>(key: K) =>
    (value: (typeof empty)[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const send = () => {
    setChecked(true);
    const found = enquiryProblems({ ...values, country: chosenCountry ?? '' }, { askCountry });
    if (Object.keys(found).length || !chosenCountry) return;
    submit.mutate({ ...values, country: chosenCountry });
  };

  if (submit.isSuccess) return <Notice tone="success">{successMessage}</Notice>;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {askCountry ? (
        <div className={styles.wide}>
          <SelectField
            label="Country"
            placeholder="Select your country"
            value={values.country}
            onChange={(value) => set('country')(value as CountryCode | '')}
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
          />
          {error('country') ? (
            <span className={styles.error} role="alert">
              {error('country')}
            </span>
          ) : null}
        </div>
      ) : null}
      <TextField
        label="First name"
        autoComplete="given-name"
        value={values.firstName}
        onChange={set('firstName')}
        error={error('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        value={values.lastName}
        onChange={set('lastName')}
        error={error('lastName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={error('email')}
      />
      <TextField
        label="Mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        value={values.mobile}
        onChange={(typed) => set('mobile')(mobileInput(typed))}
        error={error('mobile')}
      />
      {showComments ? (
        <div className={styles.wide}>
          <TextAreaField
            label="Comments"
            rows={8}
            value={values.comments}
            onChange={set('comments')}
            maxLength={2000}
          />
        </div>
      ) : null}
      <div className={styles.wide}>
        <CheckboxField checked={values.privacy} onChange={set('privacy')} error={error('privacy')} required>
          I have read and agree to the{' '}
          <button type="button" className={styles.inlineLink} onClick={() => setPrivacyOpen(true)}>
            Privacy Statement
          </button>
          .
        </CheckboxField>
      </div>
      <div className={styles.wide}>
        <CheckboxField checked={values.marketing} onChange={set('marketing')}>
          Keep me updated with news and offers from Cadillac (optional).
        </CheckboxField>
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
        <Button type="submit" busy={submit.isPending} disabled={!values.privacy}>
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
