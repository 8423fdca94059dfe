import { usePrivacyStatement } from '../lib/use-privacy-statement';
import { Dialog } from './dialog';
import styles from './privacy-statement-dialog.module.css';

/**
 * The privacy statement, loaded fresh from the project's HTML template each time the dialog opens. A failed
 * or invalid template is logged and nothing is shown.
 */
export default function PrivacyStatementDialog({ onClose }: { onClose(): void }) {
  const { html } = usePrivacyStatement();
  if (html === null) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Privacy statement" size="lg">
      {html === undefined ? (
        <p aria-live="polite">Loading...</p>
      ) : (
        // Our own same-origin template, checked for its marker; it carries no scripts (the CSP forbids them anyway).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own static template
        <div className={styles.statement} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </Dialog>
  );
}
