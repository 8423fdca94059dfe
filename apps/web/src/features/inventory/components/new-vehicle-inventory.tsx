import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import styles from './inventory.module.css';

/** Spec 002 section 5 "Notify-me email": a basic address with a 2 to 4 letter ending, no spaces. */
const notifyEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

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
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<'invalid' | 'noted' | undefined>();
  return (
    <div className={styles.page}>
      <section className={styles.waitlist} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.waitlistTitle}>
          NEW VEHICLES ARE CURRENTLY OUT OF STOCK
        </h1>
        <p>Leave your email address and we will let you know when new vehicles arrive.</p>
        <form
          className={styles.notify}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setResult(notifyEmailPattern.test(email.trim()) ? 'noted' : 'invalid');
          }}
        >
          <label htmlFor={`${id}-email`} className={styles.legend}>
            Email
          </label>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={result === 'invalid'}
            aria-describedby={result ? `${id}-message` : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setResult(undefined);
            }}
          />
          <Button type="submit">SUBMIT</Button>
          {result ? (
            <p
              id={`${id}-message`}
              role={result === 'invalid' ? 'alert' : 'status'}
              className={styles[result]}
            >
              {result === 'invalid' ? 'Require Valid Email' : notSentMessage}
            </p>
          ) : null}
        </form>
      </section>
    </div>
  );
}
