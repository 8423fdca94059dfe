import { Dialog } from '../../../components/dialog';
import type { Promo } from '../api/check-offers';
import { offerDetails, offersTitle } from '../content/offers';
import type { ContentDialogProps } from './confidence-dialog';
import styles from './content-dialogs.module.css';

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

/** Special Offers: a card per promotion running in the country (spec 000 section 1). */
export function OffersDialog({
  country,
  open,
  onOpenChange,
  promos,
}: ContentDialogProps & { promos: readonly Promo[] }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={offersTitle} size="lg">
      {promos.length === 0 ? (
        <p>There are no special offers running right now. Please check again soon.</p>
      ) : (
        <ul className={styles.offers}>
          {promos.map((promo) => {
            const card = offerDetails(country, promo);
            return (
              <li key={`${promo.name}-${promo.data.offerId}`} className={styles.offer}>
                <h3 className={styles.cardTitle}>{card?.title ?? promo.data.buttonText}</h3>
                <p className={styles.lead}>{promo.data.scrollText}</p>
                {card ? (
                  <ul className={styles.highlights}>
                    {card.highlights.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
                <p className={styles.terms}>
                  Order by {longDate.format(new Date(`${promo.data.validTo}T12:00:00`))}. {card?.terms}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
