import { type ReactNode, useId } from 'react';
import styles from './checkbox-card.module.css';

export interface CheckboxCardProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  /** The price shown at the card's corner; omit to show none (a disabled charging option shows no price). */
  price?: ReactNode;
  description?: ReactNode;
  image?: { src: string; width: number; height: number };
  /** 'square' for accessories, 'round' for the radio-like charging options. */
  indicator?: 'square' | 'round';
  /** Controls that sit in the card but outside the label (e.g. a Details button). */
  footer?: ReactNode;
}

/**
 * A card with a native checkbox (accessories, charging): the whole card toggles, a selected card has a
 * darker border, a disabled one is dimmed and says why in its description. The checkbox is named by the
 * label alone; price and description are read as its description.
 */
export function CheckboxCard({
  label,
  checked,
  onChange,
  disabled = false,
  price,
  description,
  image,
  indicator = 'square',
  footer,
}: CheckboxCardProps) {
  const id = useId();
  const described = [price !== undefined ? `${id}-price` : '', description ? `${id}-description` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`${styles.card} ${checked ? styles.checked : ''} ${disabled ? styles.disabled : ''}`}>
      <label className={styles.label}>
        {image ? (
          <img
            className={styles.image}
            src={image.src}
            alt=""
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <span className={styles.head}>
          <input
            type="checkbox"
            className={`${styles.input} ${styles[indicator]}`}
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            aria-labelledby={`${id}-name`}
            aria-describedby={described || undefined}
          />
          <span id={`${id}-name`} className={styles.name}>
            {label}
          </span>
          {price !== undefined ? (
            <span id={`${id}-price`} className={styles.price}>
              {price}
            </span>
          ) : null}
        </span>
        {description ? (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        ) : null}
      </label>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
