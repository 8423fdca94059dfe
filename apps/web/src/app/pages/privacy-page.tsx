import { Link } from 'wouter';
import { RetryNotice } from '../../components/retry-notice';
import { useSignedIn } from '../../features/account';
import { usePrivacyStatement } from '../../lib/use-privacy-statement';
import styles from './text-page.module.css';

/**
 * The footer's Privacy page of a market (spec 000 section 2): the same statement as the privacy dialog, and for a
 * signed-in customer the way to their Data and privacy page.
 */
export default function PrivacyPage({ market }: { market: string }) {
  const { html, reload } = usePrivacyStatement();
  const signedIn = useSignedIn();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Privacy statement</h1>
      {html === undefined ? <p aria-live="polite">Loading the privacy statement…</p> : null}
      {html === null ? (
        <RetryNotice onRetry={reload}>The privacy statement could not be loaded.</RetryNotice>
      ) : null}
      {html ? (
        // Our own same-origin template, checked for its marker; it carries no scripts (the CSP forbids them anyway).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own static template
        <div className={styles.statement} dangerouslySetInnerHTML={{ __html: html }} />
      ) : null}
      <p className={styles.links}>
        {signedIn ? <Link to={`/${market}/data-privacy`}>Your data and privacy</Link> : null}
        <Link to={`/${market}/`}>Back to the LYRIQ configurator</Link>
      </p>
    </div>
  );
}
