import type { ReactNode } from 'react';
import styles from './price-line.module.css';

/** A list of label–amount lines (a `<dl>`); amounts in tabular figures, right-aligned. */
export function PriceList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={`${styles.list} ${className ?? ''}`}>{children}</dl>;
}

export interface PriceLineProps {
  label: ReactNode;
  amount: ReactNode;
  /** A total line: heavier, with a rule above. */
  total?: boolean;
}

/** One line of a {@link PriceList}: 'Radiant Red Tintcoat … +$2,500'. */
export function PriceLine({ label, amount, total = false }: PriceLineProps) {
  return (
    <div className={`${styles.line} ${total ? styles.total : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular">{amount}</dd>
    </div>
  );
}
