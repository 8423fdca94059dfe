import { type CountryCode, marketOf } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Notice } from '../../../components/notice';
import { PageSpinner } from '../../../components/page-spinner';
import { bookingQuery, type TestDriveBooking } from '../api/test-drive-api';
import styles from './test-drive-page.module.css';

function statusText(record: TestDriveBooking): string {
  if (record.status === 'PendingConfirmation') {
    return `Waiting for you to confirm it with the link we emailed (by ${record.confirmBy})`;
  }
  return record.status === 'Booked' ? 'Confirmed' : 'Cancelled';
}

/** `/{market}/view-test-drive/{webkey}`: one booking, read only (spec 002 section 2; content ours). */
export function ViewTestDrive({ country, webkey }: { country: CountryCode; webkey: string }) {
  const booking = useQuery(bookingQuery(webkey));
  const market = marketOf(country);
  if (booking.isPending) return <PageSpinner label="Opening your test drive booking" />;
  const record = booking.data;
  if (!record || record.country !== country) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>YOUR TEST DRIVE</h1>
        <Notice tone="error" action={<Link to={`/${market}/test-drive`}>Book a test drive</Link>}>
          We could not find this booking.
        </Notice>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>YOUR TEST DRIVE</h1>
      {record.status === 'Cancelled' ? <Notice tone="info">This test drive is cancelled.</Notice> : null}
      <dl className={styles.summary}>
        <dt>Booking</dt>
        <dd>{record.yanaTestDriveNo}</dd>
        <dt>When</dt>
        <dd>{record.timeLabel}</dd>
        <dt>Where</dt>
        <dd>
          {record.locationName}
          <br />
          {record.locationAddress}
        </dd>
        <dt>Vehicle</dt>
        <dd>
          {record.model} {record.variantName}
        </dd>
        <dt>Name</dt>
        <dd>
          {record.firstName} {record.lastName}
        </dd>
        <dt>Status</dt>
        <dd>{statusText(record)}</dd>
      </dl>
      <p>
        <Link className={styles.secondaryLink} to={`/${market}/test-drive/${record.webkey}`}>
          {record.status === 'PendingConfirmation'
            ? 'CANCEL OR BOOK ANOTHER'
            : record.status === 'Booked' && record.isChangeable
              ? 'CHANGE OR CANCEL'
              : 'BOOK A TEST DRIVE'}
        </Link>
      </p>
    </div>
  );
}
