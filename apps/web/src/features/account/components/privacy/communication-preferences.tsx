import { zodResolver } from '@hookform/resolvers/zod';
import { CommunicationPreferences } from '@showroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/button';
import { Notice } from '../../../../components/notice';
import { Switch } from '../../../../components/switch';
import { ApiError } from '../../../../lib/api-error';
import { type Profile, profileQuery, savePreferencesCall } from '../../api/account-api';
import { useTimedMessage } from '../use-timed-message';
import styles from './privacy.module.css';

type Flags = CommunicationPreferences;

const toggles: { name: keyof Flags; label: string; description: string }[] = [
  {
    name: 'gmCommunicationEmail',
    label: 'Emails from Cadillac',
    description: 'News, events and offers about the LYRIQ and Cadillac.',
  },
  {
    name: 'gmCommunicationMobile',
    label: 'Text messages from Cadillac',
    description: 'The same news and offers, by SMS to your mobile.',
  },
  {
    name: 'gmPartnerCommunicationEmail',
    label: 'Emails from Cadillac partners',
    description:
      'Offers from partners we choose, such as charging and energy providers. We send them: partners never get your details.',
  },
  {
    name: 'gmPartnerCommunicationMobile',
    label: 'Text messages from Cadillac partners',
    description: 'The same partner offers, by SMS to your mobile.',
  },
];

const flagsOf = (profile: Profile): Flags => ({
  gmCommunicationEmail: profile.gmCommunicationEmail,
  gmCommunicationMobile: profile.gmCommunicationMobile,
  gmPartnerCommunicationEmail: profile.gmPartnerCommunicationEmail,
  gmPartnerCommunicationMobile: profile.gmPartnerCommunicationMobile,
});

/** The four communication toggles with SAVE (spec 002 §2 "Data and privacy page", §4, §8). */
export function CommunicationPreferencesForm({ profile, email }: { profile: Profile; email: string }) {
  const queryClient = useQueryClient();
  const form = useForm<Flags>({
    resolver: zodResolver(CommunicationPreferences),
    defaultValues: flagsOf(profile),
  });
  const [message, setMessage] = useTimedMessage();
  const save = useMutation({ mutationFn: savePreferencesCall });

  const submit = form.handleSubmit(async (flags) => {
    setMessage(undefined);
    try {
      const saved = await save.mutateAsync(flags);
      queryClient.setQueryData(profileQuery(email).queryKey, saved);
      form.reset(flagsOf(saved));
      setMessage({ tone: 'success', text: 'You have saved successfully.' });
    } catch (error) {
      setMessage({
        tone: 'error',
        text:
          error instanceof ApiError
            ? error.message
            : 'Your preferences could not be saved. Please try again.',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="preferences-title" className={styles.section}>
      <h2 id="preferences-title" className={styles.heading}>
        Communication preferences
      </h2>
      <p className={styles.lead}>
        Choose what we may send you besides the messages about your orders and your account, which always
        reach you.
      </p>
      <fieldset className={styles.toggles}>
        <legend className={styles.visuallyHidden}>Marketing we may send you</legend>
        {toggles.map((toggle) => (
          <Switch
            key={toggle.name}
            label={toggle.label}
            description={toggle.description}
            {...form.register(toggle.name)}
          />
        ))}
      </fieldset>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <div>
        <Button type="submit" busy={form.formState.isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
