import type { CountryCode } from '@showroom/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useDismiss } from '../../../components/use-dismiss';
import { signInUrl, signOutEverywhere, useSession } from '../api/account-api';
import styles from './account-menu.module.css';

/**
 * The account popup of the menu (spec 000 §2 item 14): Sign In and Create Account (the country's create-account
 * address) for visitors; My Orders, Profile, Data and Privacy and Sign Out once signed in.
 */
export function AccountMenu({ country, market }: { country: CountryCode; market: string }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const root = useRef<HTMLDivElement>(null);
  const signedIn = session.data?.signedIn === true;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);

  // Signed out, the browser goes to the identity provider: the button stays busy until it has.
  const signOut = useMutation({ mutationFn: signOutEverywhere });
  const signingOut = signOut.isPending || signOut.isSuccess;

  return (
    <div className={styles.account} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen((value) => !value)}
      >
        {signedIn ? `Hi, ${session.data?.firstName || 'there'}` : 'Account'}
      </button>
      <div id={popupId} className={styles.popup} hidden={!open}>
        {signedIn ? (
          <ul className={styles.list}>
            <li>
              <Link to={`/${market}/my-orders`} onClick={() => setOpen(false)}>
                My Orders
              </Link>
            </li>
            <li>
              <Link to={`/${market}/profile`} onClick={() => setOpen(false)}>
                Profile
              </Link>
            </li>
            <li>
              <Link to={`/${market}/data-privacy`} onClick={() => setOpen(false)}>
                Data and Privacy
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => signOut.mutate()}
                disabled={signingOut}
                aria-busy={signingOut || undefined}
              >
                Sign Out
              </button>
            </li>
          </ul>
        ) : (
          <ul className={styles.list}>
            <li>
              <a href={signInUrl({ country })}>Sign In</a>
            </li>
            <li>
              <a href={signInUrl({ country, create: true })}>Create Account</a>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}

/** The logged-in menu style (spec 000 §6): the header knows whether someone is signed in. */
export function useSignedIn(): boolean {
  return useSession().data?.signedIn === true;
}
