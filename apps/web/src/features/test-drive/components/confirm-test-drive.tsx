import { type CountryCode, marketOf, testDriveHoldMinutes } from '@showroom/domain';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { confirmBooking } from '../api/test-drive-api';
import styles from './test-drive-page.module.css';

/**
 * `/{market}/confirm-test-drive/{token}`: the link emailed for a booking made without signing in. Opening it
 * confirms nothing (mail scanners open links); the button does, once. A used or run-out link says so and offers a
 * new booking.
 */
export function ConfirmTestDrive({ country, token }: { country: CountryCode; token: string }) {
  const market = marketOf(country);
  const confirm = useMutation({ mutationFn: () => confirmBooking(token) });
  const booking = confirm.data;
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{booking ? 'TEST DRIVE CONFIRMED' : 'CONFIRM YOUR TEST DRIVE'}</h1>
        {booking ? (
          <Notice
            tone="success"
            action={<Link to={`/${market}/view-test-drive/${booking.webkey}`}>VIEW BOOKING</Link>}
          >
            Your test drive {booking.yanaTestDriveNo} on {booking.timeLabel} at {booking.locationName} is
            confirmed. A confirmation with a calendar file is on its way to your email.
          </Notice>
        ) : confirm.isError ? (
          <Notice tone="error" action={<Link to={`/${market}/test-drive`}>BOOK A TEST DRIVE</Link>}>
            This link has expired or has already been used. We hold a time for {testDriveHoldMinutes} minutes
            after it is booked; if you confirmed it already, the email we sent then has the link to your
            booking.
          </Notice>
        ) : (
          <>
            <p className={styles.lead}>
              A LYRIQ test drive was booked with your email address. Confirm it to keep the time; if you did
              not book it, close this page and the time is released.
            </p>
            <div className={styles.confirmAction}>
              <Button busy={confirm.isPending} onClick={() => confirm.mutate()}>
                CONFIRM MY TEST DRIVE
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
