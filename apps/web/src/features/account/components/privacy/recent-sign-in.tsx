import { recentSignInRequired } from '@showroom/contract';
import { ApiError } from '../../../../lib/api-error';
import { signInUrl } from '../../api/account-api';
import styles from './privacy.module.css';

/** What to do after signing in again: the action the customer had asked for. */
export type ResumeAction = 'export' | 'delete';

export const needsRecentSignIn = (error: unknown) =>
  error instanceof ApiError && error.errorCode === recentSignInRequired;

/** "Sign in again": the provider asks for the password, then the customer is back on this page to carry on. */
export function SignInAgainLink(props: { market: string; country: 'AU' | 'NZ'; then: ResumeAction }) {
  const returnUrl = `/${props.market}/data-privacy?then=${props.then}`;
  return (
    <a className={styles.signInAgain} href={signInUrl({ country: props.country, returnUrl, reauth: true })}>
      Sign in again
    </a>
  );
}
