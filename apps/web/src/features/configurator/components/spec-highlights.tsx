import type { VariantRow } from '../api/get-variants';
import { specFigures } from '../content';
import styles from './spec-highlights.module.css';

/** The variant's headline figures, footnoted to the footer's disclaimers. */
export function SpecHighlights({ variant }: { variant: VariantRow }) {
  const figures = specFigures(variant.specifications);
  return (
    <dl className={styles.specs}>
      {[figures.range, figures.acceleration, figures.charge, figures.power].map((item) => (
        <div key={item.label}>
          <dt>
            {item.label}
            {item.note ? <sup>{item.note}</sup> : null}
          </dt>
          <dd>{item.figure}</dd>
        </div>
      ))}
    </dl>
  );
}
