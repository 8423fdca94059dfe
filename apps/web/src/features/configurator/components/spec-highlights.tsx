import type { VariantRow } from '../api/configurator-api';
import { specFigures } from '../content';
import styles from './spec-highlights.module.css';

type FigureName = keyof ReturnType<typeof specFigures>;

/** Headline figures of a variant as a list of figure over label, each footnoted to the footer's disclaimers. */
export function SpecFigureList({
  specs,
  names,
  className,
}: {
  specs: VariantRow['specifications'];
  names: readonly FigureName[];
  className?: string | undefined;
}) {
  const figures = specFigures(specs);
  return (
    <dl className={className}>
      {names.map((name) => {
        const item = figures[name];
        return (
          <div key={item.label}>
            <dt>
              {item.label}
              {item.note ? <sup>{item.note}</sup> : null}
            </dt>
            <dd>{item.figure}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The variant's headline figures under its name in the variant step. */
export function SpecHighlights({ variant }: { variant: VariantRow }) {
  return (
    <SpecFigureList
      specs={variant.specifications}
      names={['range', 'acceleration', 'charge', 'power']}
      className={styles.specs}
    />
  );
}
