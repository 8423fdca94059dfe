import styles from './private-link-banner.module.css';

/** The private-link banner (spec 000 section 2 item 11): this configuration came from a link that expires. */
export function PrivateLinkBanner({ expiryDateText }: { expiryDateText: string }) {
  return (
    <aside className={styles.banner} aria-label="Private configuration link">
      This is a private configuration link. It expires on {expiryDateText}.
    </aside>
  );
}
