import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { AccountDeletion } from '../../api/account-api';
import styles from './privacy.module.css';

/** After a deletion: what went, what was kept and why. The page is the customer's receipt; nothing is loaded. */
export function AccountDeleted({ market }: { market: string }) {
  const result = useHistoryState<AccountDeletion | null>();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Signed out: forget everything cached about the account (the header shows Sign In again). Done here, once
    // the receipt is on screen: forgotten sooner, the page being left would send the visitor to sign in.
    queryClient.removeQueries({ queryKey: ['account'] });
    // Arriving from the deletion dialog further down the page: the receipt starts at the top.
    window.scrollTo(0, 0);
  }, [queryClient]);
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
