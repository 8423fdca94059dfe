import { addressLine, type CountryCode, marketOf, salesPhone } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { PageSpinner } from '../../../components/page-spinner';
import { RetryNotice } from '../../../components/retry-notice';
import { waitlistDataQuery } from '../api/checkout-calls';
import styles from './checkout.module.css';
import { SelectionList } from './selection-list';

/**
 * The waitlisted thank-you page (spec 002 section 2), at order-waitlisted/{webkey}: the configuration with its
 * prices, customer and payment type, delivery option and location, the estimated date and the waitlist message.
 */
export default function OrderWaitlistedPage({ country }: { country: CountryCode }) {
  const { webkey = '' } = useParams();
  const entry = useQuery(waitlistDataQuery(webkey));
  if (entry.isPending) return <PageSpinner label="Loading your waitlist entry..." />;
  if (entry.isError) {
    return (
      <div className={styles.page}>
        <div className={styles.flow}>
          <h1 className={styles.heading}>You're on the waitlist</h1>
          <RetryNotice onRetry={() => void entry.refetch()}>
            We could not load your waitlist entry. Please try again, or call our Cadillac Sales Team on{' '}
            {salesPhone[country]}.
          </RetryNotice>
        </div>
      </div>
    );
  }
  const data = entry.data;
  const location =
    data.deliveryOption === 'HomeDelivery'
      ? addressLine(
          {
            street: data.deliveryLocationAddress,
            suburb: data.deliveryLocationSuburb,
            state: data.deliveryLocationState,
            postcode: data.deliveryLocationPostcode,
          },
          country,
        )
      : (data.deliveryLocationAddress ?? '');
  return (
    <div className={styles.page}>
      <div className={styles.flow}>
        <h1 className={styles.heading}>You're on the waitlist, {data.firstName}</h1>
        <p>
          Your LYRIQ configuration is on the waitlist. We will let you know as soon as it is available, and a
          member of our sales team will be in touch.
        </p>
        <section aria-labelledby="waitlist-selection" className={styles.panel}>
          <h2 id="waitlist-selection" className={styles.panelTitle}>
            Your selection
          </h2>
          <SelectionList
            selection={{
              variantName: data.variantName,
              variantPrice: data.variantBasePrice,
              exteriorName: data.exteriorName,
              exteriorPrice: data.exteriorPrice,
              interiorName: data.interiorName,
              interiorPrice: data.interiorPrice,
              options: data.options,
            }}
          />
        </section>
        <section aria-labelledby="waitlist-details" className={styles.panel}>
          <h2 id="waitlist-details" className={styles.panelTitle}>
            Your details
          </h2>
          <dl className={styles.facts}>
            <dt>Customer type</dt>
            <dd>{data.customerType}</dd>
            <dt>Payment type</dt>
            <dd>{data.paymentOption ?? 'Cash'}</dd>
            <dt>Delivery option</dt>
            <dd>{data.deliveryOption === 'HomeDelivery' ? 'Home delivery' : 'In-store collection'}</dd>
            <dt>Location</dt>
            <dd>{location || '—'}</dd>
            <dt>Estimated delivery</dt>
            <dd>{data.estDeliveryDate ?? 'Waitlisted'}</dd>
          </dl>
        </section>
        <p>
          <Link to={`/${marketOf(country)}/inventory?shopfront=1`}>Explore vehicles in stock</Link>
        </p>
      </div>
    </div>
  );
}
