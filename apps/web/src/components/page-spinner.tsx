import styles from './page-spinner.module.css';

/** The not-found and loading screen: only a spinner (spec 000 section 2 item 16). */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
