import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateFor } from '@showroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { PageSpinner } from '../../../components/page-spinner';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-error';
import { type Profile, profileQuery, type SessionInfo, saveProfileCall } from '../api/account-api';
import styles from './account-pages.module.css';
import { useTimedMessage } from './use-timed-message';

type Schema = ReturnType<typeof profileUpdateFor>;
type Fields = z.input<Schema>;

const fromProfile = (profile: Profile): Fields => ({
  customerType: profile.customerType,
  firstName: profile.firstName,
  middleName: profile.middleName,
  lastName: profile.lastName,
  phoneNumber1: profile.phoneNumber1,
  phoneNumber2: profile.phoneNumber2,
  abn: profile.abn,
  businessName: profile.businessName,
  birthday: profile.birthday,
});

/** Phone input keeps digits only and at most 11 of them (spec 002 §5). */
const phoneInput = (value: string) => value.replace(/\D/g, '').slice(0, 11);

/** The profile page (spec 002 §2, §5): edits the signed-in customer's own details. */
export function ProfileForm({ session }: { session: SessionInfo }) {
  const profile = useQuery(profileQuery(session.email));
  if (profile.isError)
    return <Notice tone="error">Your profile could not be loaded. Please try again.</Notice>;
  if (!profile.data) return <PageSpinner />;
  return <ProfileFields session={session} profile={profile.data} />;
}

function ProfileFields({ session, profile }: { session: SessionInfo; profile: Profile }) {
  const queryClient = useQueryClient();
  const country = session.country ?? profile.country;
  const schema = useMemo(() => profileUpdateFor(country), [country]);
  const form = useForm<Fields, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: fromProfile(profile),
  });
  const [message, setMessage] = useTimedMessage();
  const save = useMutation({ mutationFn: saveProfileCall });
  const { errors, isSubmitting } = form.formState;
  const business = form.watch('customerType') === 'Business';
  /** A text field registered with the form (the field primitive reports its value, not the event). */
  const text = (name: 'businessName' | 'firstName' | 'middleName' | 'lastName') => {
    const { onChange, ...rest } = form.register(name);
    return { ...rest, onChange: (value: string) => onChange({ target: { name, value }, type: 'change' }) };
  };

  const submit = form.handleSubmit(
    async (update) => {
      setMessage(undefined);
      try {
        const saved = await save.mutateAsync(update);
        queryClient.setQueryData(profileQuery(session.email).queryKey, saved);
        await queryClient.invalidateQueries({ queryKey: ['account', 'session'] });
        form.reset(fromProfile(saved));
        setMessage({ tone: 'success', text: 'You have saved successfully.' });
      } catch (error) {
        const apiError = error instanceof ApiError ? error : undefined;
        for (const detail of apiError?.details ?? []) {
          form.setError(detail.field.replace(/^userProfile\./, '') as keyof Fields, {
            message: detail.message,
          });
        }
        setMessage({
          tone: 'error',
          text: apiError?.message ?? 'Your profile could not be saved. Please try again.',
        });
      }
    },
    () => setMessage(undefined),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Customer type</legend>
        {(['Private', 'Business'] as const).map((type) => (
          <label key={type}>
            <input type="radio" value={type} {...form.register('customerType')} />
            {type}
          </label>
        ))}
      </fieldset>
      {business ? (
        <div className={styles.row}>
          <Controller
            control={form.control}
            name="abn"
            render={({ field }) => (
              <TextField
                label={country === 'NZ' ? 'NZBN' : 'ABN'}
                {...field}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value.replace(/\D/g, '').slice(0, 13))}
                inputMode="numeric"
                error={errors.abn?.message}
              />
            )}
          />
          <TextField label="Business name" {...text('businessName')} error={errors.businessName?.message} />
        </div>
      ) : null}
      <div className={styles.row}>
        <TextField
          label="First name"
          {...text('firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
        />
        <TextField
          label="Middle name (optional)"
          {...text('middleName')}
          autoComplete="additional-name"
          error={errors.middleName?.message}
        />
      </div>
      <TextField
        label="Last name"
        {...text('lastName')}
        autoComplete="family-name"
        error={errors.lastName?.message}
      />
      <TextField label="Email (your sign-in name)" name="email" value={profile.email} type="email" readOnly />
      <div className={styles.row}>
        {(['phoneNumber1', 'phoneNumber2'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <TextField
                label={name === 'phoneNumber1' ? 'Phone number 1' : 'Phone number 2 (optional)'}
                {...field}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(phoneInput(value))}
                type="tel"
                inputMode="tel"
                autoComplete={name === 'phoneNumber1' ? 'tel' : undefined}
                error={errors[name]?.message}
              />
            )}
          />
        ))}
      </div>
      <Controller
        control={form.control}
        name="birthday"
        render={({ field }) => (
          <TextField
            label="Birthday (optional)"
            {...field}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(value || null)}
            type="date"
            autoComplete="bday"
            error={errors.birthday?.message}
          />
        )}
      />
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <div>
        <Button type="submit" busy={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
