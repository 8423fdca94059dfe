import { Dialog } from '../../../components/dialog';
import { hasEnded, offerCards, offersTitle } from '../content/offers';
import type { ContentDialogProps } from './confidence-dialog';
import styles from './content-dialogs.module.css';

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

/** Special Offers: the country's promotion cards (spec 000 section 1); a card past its window says so. */
export function OffersDialog({ country, open, onOpenChange, today }: ContentDialogProps & { today: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={offersTitle} size="lg">
      <ul className={styles.offers}>
        {offerCards(country).map((card) => (
          <li key={card.name} className={styles.offer}>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <ul className={styles.highlights}>
              {card.highlights.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {card.orderTo && hasEnded(card, today) ? (
              <p className={styles.ended}>
                This offer ended on {longDate.format(new Date(`${card.orderTo}T12:00:00`))}.
              </p>
            ) : null}
            <p className={styles.terms}>{card.terms}</p>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
