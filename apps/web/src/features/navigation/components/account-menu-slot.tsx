import type { MarketCode } from '@showroom/domain';
import { Link } from 'react-router';
import styles from './global-menu.module.css';

/**
 * ACCOUNT POPUP SLOT. The menu's place for the account popup (Sign In, Create Account; spec 000 section 2
 * item 14). The auth feature replaces this component's body with its popup; until then it links to sign-in.
 */
export function AccountMenuSlot({ market }: { market: MarketCode }) {
  return (
    <Link to={`/${market}/sign-in`} className={styles.iconButton} aria-label="Account: sign in">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </Link>
  );
}
