import type { CountryCode } from '@showroom/domain';
import { ContactButton } from './contact-button';
import styles from './request-a-call.module.css';

/** What a test drive is like (spec 000 section 9 "Test-drive FAQ facts"). */
const facts = [
  'A test drive booking lasts 90 minutes.',
  'It starts with a 15 minute walkthrough of the LYRIQ.',
  'You drive for at least 30 minutes.',
  'One of our sales ambassadors comes with you.',
  'Please bring your driver licence: we need to see it before you drive.',
];

/**
 * The test drive page: what a test drive involves, and the contact dialog in its test-drive mode ('Request a call
 * from the sales team', spec 001 section 2) to arrange one.
 */
export function TestDrive({ country }: { country: CountryCode }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>BOOK A TEST DRIVE</h1>
      <p className={styles.lead}>
        Experience the LYRIQ on the road. Ask for a call and a member of our Cadillac Sales Team will arrange
        your test drive.
      </p>
      <h2 className={styles.subtitle}>What to expect</h2>
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <ContactButton mode="test-drive" country={country} variant="primary">
        REQUEST A CALL
      </ContactButton>
    </main>
  );
}
