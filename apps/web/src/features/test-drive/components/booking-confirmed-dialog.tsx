import type { CountryCode } from '@showroom/domain';
import { marketOf, testDriveHoldMinutes } from '@showroom/domain';
import { Link } from 'wouter';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import type { Confirmation } from './test-drive-form';
import styles from './test-drive-page.module.css';

const dateFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * 'BOOKING CONFIRMED' after a successful submit (spec 002 section 2); 'CHECK YOUR EMAIL' for a booking made without
 * signing in with its address, which only holds the time until the emailed link is opened (issue 31).
 */
export function BookingConfirmedDialog({
  country,
  confirmation,
  locationName,
  onClose,
}: {
  country: CountryCode;
  confirmation: Confirmation;
  locationName: string;
  onClose(): void;
}) {
  const { saved, values } = confirmation;
  const changed = saved.transaction === 'Change';
  const held = saved.status === 'PendingConfirmation';
  const [hours = 0, minutes = 0] = values.SelectedTime.split(':').map(Number);
  const time = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={held ? 'CHECK YOUR EMAIL' : 'BOOKING CONFIRMED'}
      description={
        held ? (
          <span role="status">
            Check your email to confirm your test drive within {testDriveHoldMinutes} minutes.
          </span>
        ) : undefined
      }
      size="sm"
    >
      <div className={styles.confirmed}>
        {held ? (
          <p>
            We sent a link to <strong>{values.Email}</strong>. Until you open it, this time is held for you;
            not confirmed within {testDriveHoldMinutes} minutes, it is released.
          </p>
        ) : (
          <p>
            {changed ? 'Your test drive has been changed.' : 'Thank you. Your test drive is booked.'} A
            confirmation with a calendar file is on its way to <strong>{values.Email}</strong>.
          </p>
        )}
        <dl className={styles.summary}>
          <dt>Booking</dt>
          <dd>{saved.yanaTestDriveNo}</dd>
          <dt>When</dt>
          <dd>
            {dateFormat.format(new Date(`${values.Date}T00:00:00Z`))}, {time}
          </dd>
          <dt>Where</dt>
          <dd>{locationName}</dd>
        </dl>
        <div className={styles.dialogActions}>
          <Link className={styles.secondaryLink} to={`/${marketOf(country)}/view-test-drive/${saved.webkey}`}>
            VIEW BOOKING
          </Link>
          <Button onClick={onClose}>DONE</Button>
        </div>
      </div>
    </Dialog>
  );
}
