import { type CountryCode, marketOf, salesPhone } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Notice } from '../../../components/notice';
import { PageSpinner } from '../../../components/page-spinner';
import { bookingQuery, locationsQuery } from '../api/test-drive-api';
import { BookingConfirmedDialog } from './booking-confirmed-dialog';
import { CancelBooking } from './cancel-booking';
import { TestDriveFaq } from './test-drive-faq';
import { type Confirmation, TestDriveForm } from './test-drive-form';
import styles from './test-drive-page.module.css';

export interface TestDrivePageProps {
  country: CountryCode;
  qrCode?: string | undefined;
  webkey?: string | undefined;
  utmTag?: string | null;
  /** What the app offers beside booking online (the contact dialog's REQUEST A CALL). */
  contact?: ReactNode;
}

/**
 * `/{market}/test-drive/{QRcode?}/{webkey?}` (spec 002 section 2): the booking form, the FAQ and, after a
 * submit, BOOKING CONFIRMED. With a webkey (the confirmation email's link) the booking opens to be changed or
 * cancelled; an unknown or expired key is only logged and the page offers a new booking (section 8).
 */
export function TestDrivePage({ country, qrCode, webkey, utmTag, contact }: TestDrivePageProps) {
  const booking = useQuery(bookingQuery(webkey ?? ''));
  const locations = useQuery(locationsQuery(country));
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (booking.isError) console.info('Test drive booking not found or expired.', booking.error.message);
  }, [booking.isError, booking.error]);

  if (webkey && booking.isPending) return <PageSpinner label="Opening your test drive booking" />;
  const record = booking.data?.country === country ? booking.data : undefined;
  const open = record?.status === 'Booked' && record.isChangeable ? record : undefined;

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{open ? 'CHANGE YOUR TEST DRIVE' : 'BOOK A TEST DRIVE'}</h1>
        <p className={styles.lead}>
          {open
            ? `Booking ${open.yanaTestDriveNo}: ${open.timeLabel} at ${open.locationName}. Choose a new time, or cancel.`
            : 'Experience the LYRIQ on the road: choose an Experience Centre, a trim and a time, and we will have it ready for you.'}
        </p>
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          {record?.status === 'Cancelled' ? (
            <Notice tone="info">
              Your test drive {record.yanaTestDriveNo} on {record.timeLabel} is cancelled. You are welcome to
              book another below.
            </Notice>
          ) : null}
          {record?.status === 'PendingConfirmation' ? (
            <>
              <Notice tone="info">
                Your test drive {record.yanaTestDriveNo} on {record.timeLabel} at {record.locationName} is
                waiting for you to confirm it: open the link we emailed to {record.email} by{' '}
                {record.confirmBy}. Until then the time is held for you; after that it is released.
              </Notice>
              <div className={styles.manage}>
                <CancelBooking booking={record} />
              </div>
            </>
          ) : null}
          {record?.status === 'Booked' && !record.isChangeable ? (
            <Notice tone="info">
              Your test drive {record.yanaTestDriveNo} is on {record.timeLabel} at {record.locationName}. It
              starts soon, so it can no longer be changed online: please call us on {salesPhone[country]}.
            </Notice>
          ) : null}
          {open ? (
            <div className={styles.manage}>
              <CancelBooking booking={open} />
              <Link
                className={styles.secondaryLink}
                to={`/${marketOf(country)}/view-test-drive/${open.webkey}`}
              >
                VIEW BOOKING
              </Link>
            </div>
          ) : null}
          <TestDriveForm
            key={`${formKey}-${open?.webkey ?? 'new'}-${open?.transaction ?? ''}`}
            country={country}
            booking={open}
            qrCode={qrCode}
            utmTag={utmTag ?? null}
            onBooked={setConfirmation}
          />
        </div>
        <aside className={styles.aside}>
          <TestDriveFaq />
          {contact ? <div className={styles.contact}>{contact}</div> : null}
        </aside>
      </div>
      {confirmation ? (
        <BookingConfirmedDialog
          country={country}
          confirmation={confirmation}
          locationName={
            locations.data?.find((l) => l.testDriveLocationID === confirmation.values.TestDriveLocationID)
              ?.name ?? ''
          }
          onClose={() => {
            setConfirmation(null);
            setFormKey((key) => key + 1);
          }}
        />
      ) : null}
    </div>
  );
}
