import { useId } from 'react';
import styles from './swatch-group.module.css';
import { useTip } from './use-tip';

export interface Swatch {
  id: string;
  /** The accessible name: the colour name and its price ('Radiant Red Tintcoat, plus $2,500'). */
  label: string;
  /** Shown on hover and keyboard focus: the colour name and its price as written ('+$2,500', 'Included'). */
  name: string;
  price: string;
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
 * Resting the pointer on a swatch (360 ms) or focusing it shows its name and price in a line under the swatches
 * (spec 000 section 2 item 4's swatch list, spec 001 section 9's tip timings); the radio's accessible name already
 * says both, so the line is hidden from screen readers.
 */
export function SwatchGroup({ legend, swatches, value, onChange, hideLegend = false }: SwatchGroupProps) {
  const name = useId();
  const tip = useTip<string>();
  const preview = swatches.find((swatch) => swatch.id === tip.shown);
  return (
    <fieldset className={styles.group}>
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={styles.list}>
        {swatches.map((swatch) => (
          <label
            key={swatch.id}
            className={styles.swatch}
            onMouseEnter={() => tip.show(swatch.id, 'hover')}
            onMouseLeave={() => tip.hide(swatch.id)}
          >
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={swatch.id}
              checked={swatch.id === value}
              onChange={() => onChange(swatch.id)}
              onFocus={() => tip.show(swatch.id, 'focus')}
              onBlur={() => tip.hide(swatch.id)}
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
      <p className={styles.preview} aria-hidden="true" data-testid="swatch-preview">
        {preview ? (
          <>
            <span className={styles.previewName}>{preview.name}</span> {preview.price}
          </>
        ) : null}
      </p>
    </fieldset>
  );
}
