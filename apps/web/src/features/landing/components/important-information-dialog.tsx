import { Dialog } from '../../../components/dialog';
import { importantInformation, importantInformationTitle } from '../content/important-information';
import type { ContentDialogProps } from './confidence-dialog';
import styles from './content-dialogs.module.css';

/** The landing area's important-information disclaimer (spec 000 section 1). */
export function ImportantInformationDialog({ country, open, onOpenChange }: ContentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={importantInformationTitle}>
      <div className={styles.prose}>
        {importantInformation(country).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Dialog>
  );
}
