import { type Cents, formatAddOn } from '@showroom/domain';
import { useDelayedValue } from '../../../lib/use-delayed-value';
import styles from './trim-details.module.css';

/** The image-panel text appears 260 ms after a change (spec 000 section 9). */
const revealDelayMs = 260;

export interface TrimDetailsProps {
  name: string;
  price: Cents;
  title: string;
  description: string;
  waitlisted: boolean;
}

/**
 * The selected paint or trim: name and extra price fading in 260 ms after a new choice (spec 000 section 2
 * item 4), then its title and description.
 */
export function TrimDetails({ name, price, title, description, waitlisted }: TrimDetailsProps) {
  const { fresh } = useDelayedValue(`${name}|${price}`, revealDelayMs);
  return (
    <div className={`${styles.details} ${fresh ? styles.fresh : ''}`}>
      <p className={styles.line}>
        <span className={styles.name}>{name}</span>
        <span className={styles.price}>{formatAddOn(price)}</span>
      </p>
      {waitlisted ? <p className={styles.stock}>No stock in this choice: orders join the waitlist.</p> : null}
      {title ? <h3 className={styles.title}>{title}</h3> : null}
      {description ? <p className={styles.description}>{description}</p> : null}
    </div>
  );
}
