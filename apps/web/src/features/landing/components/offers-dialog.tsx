import { Dialog } from '../../../components/dialog';
import type { Promo } from '../api/landing-api';
import type { ContentDialogProps } from './confidence-dialog';
import styles from './content-dialogs.module.css';

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Special Offers: a card per promotion running in the country (spec 000 section 1), each drawn only from the
 * promotion's own data (its button text, its description, its end date), so a card never promises what the
 * price does not give.
 */
export function OffersDialog({
  open,
  onOpenChange,
  promos,
}: ContentDialogProps & { promos: readonly Promo[] }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="SPECIAL OFFERS" size="lg">
      {promos.length === 0 ? (
        <p>There are no special offers running right now. Please check again soon.</p>
      ) : (
        <ul className={styles.offers}>
          {promos.map((promo) => (
            <li key={`${promo.name}-${promo.data.offerId}`} className={styles.offer}>
              <h3 className={styles.cardTitle}>{promo.data.buttonText}</h3>
              <p className={styles.lead}>{promo.data.scrollText}</p>
              <p className={styles.terms}>
                Order by {longDate.format(new Date(`${promo.data.validTo}T12:00:00`))}. Applies to new LYRIQ
                vehicles ordered online while the offer runs.
              </p>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
