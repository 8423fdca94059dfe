import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiError } from '../../../lib/api';
import {
  type Profile,
  type ProfileUpdate,
  profileQuery,
  type SessionInfo,
  saveProfileCall,
} from '../api/account-api';
import styles from './account-pages.module.css';

type Fields = Required<Omit<ProfileUpdate, 'birthday'>> & { birthday: string };

const fromProfile = (profile: Profile): Fields => ({
  customerType: profile.customerType,
  firstName: profile.firstName,
  middleName: profile.middleName,
  lastName: profile.lastName,
  phoneNumber1: profile.phoneNumber1,
  phoneNumber2: profile.phoneNumber2,
  abn: profile.abn,
  businessName: profile.businessName,
  birthday: profile.birthday ?? '',
});

/** A labelled text field with its error under it. */
function Field(props: {
  label: string;
  name: keyof Fields | 'email';
  value: string;
  error?: string | undefined;
  onChange?: (value: string) => void;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        readOnly={!props.onChange}
        onChange={(event) => props.onChange?.(event.target.value)}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      />
      {props.error ? (
        <p className={styles.fieldError} id={`${id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The profile page (spec 002 §2, §5): edits the signed-in customer's own details. */
export function ProfileForm({ session }: { session: SessionInfo }) {
  const profile = useQuery(profileQuery(session.email));
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (profile.data && !fields) setFields(fromProfile(profile.data));
  }, [profile.data, fields]);
  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = window.setTimeout(() => setMessage(undefined), 5000);
    return () => window.clearTimeout(timer);
  }, [message]);

  if (profile.isError)
    return <Notice tone="error">Your profile could not be loaded. Please try again.</Notice>;
  if (!profile.data || !fields) return <PageSpinner />;
  const business = fields.customerType === 'Business';
  const set = (name: keyof Fields) => (value: string) => setFields({ ...fields, [name]: value });
  const phone = (name: keyof Fields) => (value: string) => set(name)(value.replace(/\D/g, '').slice(0, 11));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setMessage(undefined);
    try {
      const saved = await saveProfileCall({ ...fields, birthday: fields.birthday || null });
      queryClient.setQueryData(profileQuery(session.email).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['account', 'session'] });
      setErrors({});
      setMessage({ tone: 'success', text: 'You have saved successfully.' });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      setErrors(
        Object.fromEntries(
          (apiError?.details ?? []).map((d) => [d.field.replace(/^userProfile\./, ''), d.message]),
        ),
      );
      setMessage({
        tone: 'error',
        text: apiError?.message ?? 'Your profile could not be saved. Please try again.',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Customer type</legend>
        {(['Private', 'Business'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="customerType"
              value={type}
              checked={fields.customerType === type}
              onChange={() => set('customerType')(type)}
            />
            {type}
          </label>
        ))}
      </fieldset>
      {business ? (
        <div className={styles.row}>
          <Field
            label={session.country === 'NZ' ? 'NZBN' : 'ABN'}
            name="abn"
            value={fields.abn}
            onChange={(value) => set('abn')(value.replace(/\D/g, '').slice(0, 13))}
            inputMode="numeric"
            error={errors.abn}
          />
          <Field
            label="Business name"
            name="businessName"
            value={fields.businessName}
            onChange={set('businessName')}
            error={errors.businessName}
          />
        </div>
      ) : null}
      <div className={styles.row}>
        <Field
          label="First name"
          name="firstName"
          value={fields.firstName}
          onChange={set('firstName')}
          autoComplete="given-name"
          error={errors.firstName}
        />
        <Field
          label="Middle name (optional)"
          name="middleName"
          value={fields.middleName}
          onChange={set('middleName')}
          autoComplete="additional-name"
          error={errors.middleName}
        />
      </div>
      <Field
        label="Last name"
        name="lastName"
        value={fields.lastName}
        onChange={set('lastName')}
        autoComplete="family-name"
        error={errors.lastName}
      />
      <Field label="Email (your sign-in name)" name="email" value={profile.data.email} type="email" />
      <div className={styles.row}>
        <Field
          label="Phone number 1"
          name="phoneNumber1"
          value={fields.phoneNumber1}
          onChange={phone('phoneNumber1')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phoneNumber1}
        />
        <Field
          label="Phone number 2 (optional)"
          name="phoneNumber2"
          value={fields.phoneNumber2}
          onChange={phone('phoneNumber2')}
          type="tel"
          inputMode="tel"
          error={errors.phoneNumber2}
        />
      </div>
      <Field
        label="Birthday (optional)"
        name="birthday"
        value={fields.birthday}
        onChange={set('birthday')}
        type="date"
        autoComplete="bday"
        error={errors.birthday}
      />
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <div>
        <Button type="submit" busy={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
