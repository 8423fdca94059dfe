import { useEffect } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { AccountDeletion } from '../../api/account-api';
import styles from './privacy.module.css';

/** After a deletion: what went, what was kept and why. The page is the customer's receipt; nothing is loaded. */
export function AccountDeleted({ market }: { market: string }) {
  const result = useHistoryState<AccountDeletion | null>();
  // Arriving from the deletion dialog further down the page: the receipt starts at the top.
  useEffect(() => window.scrollTo(0, 0), []);
  return (
    <div className={styles.receipt}>
      <p className={styles.lead}>
        Your account and your personal data have been deleted, and you have been signed out. We will not email
        you again.
      </p>
      {result?.keptOrders.length ? (
        <p className={styles.lead}>
          Kept without your name or contact details: {result.keptOrders.join(', ')}. {result.retentionReason}
        </p>
      ) : null}
      {result?.signInAccount === 'unlinked' ? (
        <p className={styles.lead}>
          Your sign-in account is held by your identity provider: delete it there if you no longer need it.
        </p>
      ) : null}
      <p>
        <Link className={styles.signInAgain} to={`/${market}`}>
          Back to the shop
        </Link>
      </p>
    </div>
  );
}
