import { type CountryCode, marketOf, salesPhone } from '@showroom/domain';
import { Link, useParams } from 'react-router';
import styles from './checkout.module.css';

/**
 * The order confirmation route (spec 001 section 2): {customerID}/{customerNo}/{orderID}/{orderNo}/{paymentID}/{country}.
 * Shows the order number and what comes next (spec 002 section 2).
 */
export default function OrderSuccessPage({ country }: { country: CountryCode }) {
  const { orderNo = '', paymentId = '' } = useParams();
  return (
    <main className={styles.page}>
      <div>
        <h1 className={styles.heading}>Thank you for your order</h1>
        <p>
          Your order number is <strong>{orderNo}</strong>. Your $1,000 deposit has been paid (reference{' '}
          {paymentId}). A confirmation is on its way to your email.
        </p>
        <h2 className={styles.panelTitle}>What's next</h2>
        <ol className={styles.steps}>
          <li>Set up your account within 10 days.</li>
          <li>Sign your contract of sale within 10 days.</li>
          <li>Pay the balance by bank transfer at least 3 business days before delivery.</li>
          <li>Collect your LYRIQ.</li>
        </ol>
        <p>
          Questions? Call Cadillac Concierge on {salesPhone[country]}.{' '}
          <Link to={`/${marketOf(country)}/`}>Back to the shop</Link>
        </p>
      </div>
    </main>
  );
}
