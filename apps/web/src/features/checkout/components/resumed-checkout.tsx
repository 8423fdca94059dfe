import { type CountryCode, marketOf } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { callApi } from '../../../lib/api';
import { Link } from '../../../lib/router';
import { activeReservationCall } from '../api/checkout-calls';
import { checkoutText } from '../content';
import styles from './checkout.module.css';
import { DepositPanel } from './deposit-panel';
import { PaymentStep, reservationOf } from './payment-step';

/**
 * `redirectPage` (spec 000 section 2): straight to the payment step of this visitor's reservation, when it is
 * still theirs and still holds its vehicle (after sign-in, or from an email); otherwise `onLost`.
 */
export function ResumedCheckout({ country, onLost }: { country: CountryCode; onLost(): void }) {
  const active = useQuery({
    queryKey: ['checkout', 'active-reservation', country],
    queryFn: ({ signal }) => callApi(activeReservationCall, { country }, { signal }),
    retry: false,
    gcTime: 0,
  });
  const lost = active.isError || active.data === null;
  useEffect(() => {
    if (lost) onLost();
  }, [lost, onLost]);
  if (!active.data) return <PageSpinner label="Loading your reservation..." />;
  const { summary } = active.data;
  const reservation = reservationOf(active.data);
  return (
    <div className={styles.page}>
      <div className={styles.flow}>
        <Link to={`/${marketOf(country)}/#checkout`} className={styles.back}>
          {checkoutText.back}
        </Link>
        <h1 className={styles.heading}>{checkoutText.accountHeading}</h1>
        <p>
          {summary.firstName} {summary.lastName}, {summary.orderNo}
        </p>
        <PaymentStep country={country} initial={reservation} />
      </div>
      <DepositPanel
        country={country}
        state={summary.state ?? undefined}
        vehicle={`${summary.vehicle.variantName}, ${summary.vehicle.exteriorName}, ${summary.vehicle.interiorName}`}
        reservedPrice={summary.driveawayPrice}
      />
    </div>
  );
}
