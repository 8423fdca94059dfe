import { useId } from 'react';
import styles from './swatch-group.module.css';

export interface Swatch {
  id: string;
  /** The accessible name: the colour name and its price ('Radiant Red Tintcoat, plus $2,500'). */
  label: string;
  /** Picture of the paint or trim; `color` shows while it loads. */
  image?: string;
  color?: string;
}

export interface SwatchGroupProps {
  legend: string;
  swatches: readonly Swatch[];
  value: string | undefined;
  onChange(id: string): void;
  /** Hide the legend visually when a heading nearby already names the group. */
  hideLegend?: boolean;
}

/**
 * Round colour swatches (UI.md): a native radio group, so arrow keys move between colours and screen readers
 * announce name, price and position. 48 px circles in a 56 px target; the selected one has a ring with an offset.
 */
export function SwatchGroup({ legend, swatches, value, onChange, hideLegend = false }: SwatchGroupProps) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={styles.list}>
        {swatches.map((swatch) => (
          <label key={swatch.id} className={styles.swatch} title={swatch.label}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={swatch.id}
              checked={swatch.id === value}
              onChange={() => onChange(swatch.id)}
              aria-label={swatch.label}
            />
            <span
              className={styles.chip}
              style={swatch.color ? { backgroundColor: swatch.color } : undefined}
            >
              {swatch.image ? (
                <img src={swatch.image} alt="" width={48} height={48} decoding="async" />
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
