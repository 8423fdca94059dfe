import { Dialog } from '../../../components/dialog';
import type { TermsDocument } from '../content';
import styles from './checkout.module.css';

/** Order Terms & Conditions or Account Guidelines (spec 001 section 2, "Dialogs"); its text is data. */
export default function TermsDialog({ document, onClose }: { document: TermsDocument; onClose(): void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={document.title} size="lg">
      <div className={styles.terms}>
        {document.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Dialog>
  );
}
