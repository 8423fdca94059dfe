import { zodResolver } from '@hookform/resolvers/zod';
import { NotifyEmailForm } from '@showroom/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import styles from './inventory.module.css';

/** What a valid address gets: the truth, since the page stores and sends nothing (issue 14 item 18). */
export const notSentMessage =
  'Thank you. Email alerts are not available yet, so your address has not been saved and no email will be sent. ' +
  'To hear when a LYRIQ is available, join the waitlist from the configurator.';

/**
 * The new-vehicle-inventory page of spec 002 section 2: an out-of-stock message and a notify-me email box.
 * SUBMIT checks the address and makes no call (as the spec says), so a valid address is answered honestly:
 * nothing is kept or sent, and the waitlist is the way to hear about new vehicles.
 */
export function NewVehicleInventory() {
  const id = useId();
  const form = useForm<z.input<typeof NotifyEmailForm>, unknown, z.output<typeof NotifyEmailForm>>({
    resolver: zodResolver(NotifyEmailForm),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const error = form.formState.errors.email?.message;
  const noted = form.formState.isSubmitSuccessful;
  const message = error ?? (noted ? notSentMessage : undefined);
  // Each submit checks the address again; typing clears what the last one said.
  return (
    <div className={styles.page}>
      <section className={styles.waitlist} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.waitlistTitle}>
          NEW VEHICLES ARE CURRENTLY OUT OF STOCK
        </h1>
        <p>Leave your email address and we will let you know when new vehicles arrive.</p>
        <form className={styles.notify} noValidate onSubmit={form.handleSubmit(() => undefined)}>
          <label htmlFor={`${id}-email`} className={styles.legend}>
            Email
          </label>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            autoComplete="email"
            aria-invalid={Boolean(error)}
            aria-describedby={message ? `${id}-message` : undefined}
            {...form.register('email', { onChange: () => form.reset(undefined, { keepValues: true }) })}
          />
          <Button type="submit">SUBMIT</Button>
          {message ? (
            <p
              id={`${id}-message`}
              role={error ? 'alert' : 'status'}
              className={styles[error ? 'invalid' : 'noted']}
            >
              {message}
            </p>
          ) : null}
        </form>
      </section>
    </div>
  );
}
