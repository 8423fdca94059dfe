import { type Cents, formatMoney } from '@showroom/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import styles from './configurator-bar.module.css';

export interface BarAction {
  /** Always visible, e.g. 'NEXT'. */
  label: string;
  /** Read after the label and shown from tablet width up, e.g. ': EXTERIOR'. */
  detail?: string;
  onClick(): void;
}

export interface ConfiguratorBarProps {
  /** The drive-away price once pricing is wired; until then the vehicle subtotal shows. */
  price?: ReactNode;
  subtotal: Cents;
  /** Estimated delivery, 'Waitlisted', or undefined before an interior is chosen. */
  delivery: string | undefined;
  action: BarAction | null;
}

/**
 * The fixed bottom bar (spec 000 section 2 item 9): price in large tabular figures, announced politely when
 * it changes; estimated delivery or 'Waitlisted'; the step's main action. Compact on phones.
 */
export function ConfiguratorBar({ price, subtotal, delivery, action }: ConfiguratorBarProps) {
  return (
    <aside className={styles.bar} aria-label="Your configuration">
      <div className={styles.inner}>
        <div className={styles.price}>
          {price ?? (
            <p className={styles.live} aria-live="polite" aria-atomic="true">
              <span className={styles.label}>Vehicle subtotal</span>{' '}
              <span className={styles.amount}>{subtotal > 0 ? formatMoney(subtotal) : '—'}</span>
            </p>
          )}
        </div>
        {delivery ? (
          <p className={styles.delivery}>
            <span className={styles.label}>Estimated delivery</span>{' '}
            <span className={styles.value}>{delivery}</span>
          </p>
        ) : null}
        {action ? (
          <Button className={styles.action} onClick={action.onClick}>
            {action.label}
            {action.detail ? <span className={styles.detail}>{action.detail}</span> : null}
          </Button>
        ) : null}
      </div>
    </aside>
  );
}
