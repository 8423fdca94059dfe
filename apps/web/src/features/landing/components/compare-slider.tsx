import { useState } from 'react';
import { variantNames } from '../content/compare';
import styles from './compare-slider.module.css';

/** Both variants in one paint, front three-quarter view: the shop's own drawings (served under /media). */
const picture = (variant: 'luxury' | 'sport') =>
  `/media/vehicle/${variant}/front34.svg?color=6b6e73&finish=metallic`;

/**
 * Luxury and Sport side by side in the same frame: the slider moves the line between them (spec 000
 * section 1, variant differences). Keyboard: arrow keys, Home and End, as any range input.
 */
export function CompareSlider() {
  const [split, setSplit] = useState(50);
  return (
    <figure className={styles.slider}>
      <div className={styles.stage} style={{ '--split': `${split}%` } as React.CSSProperties}>
        <img
          src={picture('luxury')}
          alt={`${variantNames.luxury}, left of the line`}
          width={800}
          height={450}
        />
        <img
          className={styles.right}
          src={picture('sport')}
          alt={`${variantNames.sport}, right of the line`}
          width={800}
          height={450}
        />
        <span className={styles.line} aria-hidden="true" />
      </div>
      <label className={styles.control}>
        <span>{variantNames.luxury}</span>
        <input
          type="range"
          min={0}
          max={100}
          value={split}
          aria-label={`Move the line between ${variantNames.luxury} and ${variantNames.sport}`}
          aria-valuetext={`${split}% ${variantNames.luxury}, ${100 - split}% ${variantNames.sport}`}
          onChange={(event) => setSplit(Number(event.target.value))}
        />
        <span>{variantNames.sport}</span>
      </label>
      <figcaption className={styles.caption}>
        Same paint, two characters: luxury chrome and silver wheels, or obsidian accents and dark wheels.
      </figcaption>
    </figure>
  );
}
