import type { CountryCode } from '@showroom/domain';
import { Dialog } from '../../../components/dialog';
import { confidenceItems, confidenceTitle } from '../content/confidence';
import styles from './content-dialogs.module.css';

export interface ContentDialogProps {
  country: CountryCode;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Explore Confidence: the ownership promises and the country's charging cover (spec 000 section 1). */
export function ConfidenceDialog({ country, open, onOpenChange }: ContentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={confidenceTitle} size="lg">
      <ul className={styles.promises}>
        {confidenceItems(country).map((item) => (
          <li key={item.title} className={styles.promise}>
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
