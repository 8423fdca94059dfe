import { type ReactNode, useId } from 'react';
import styles from './radio-card.module.css';

export interface RadioCardOption {
  id: string;
  title: ReactNode;
  /** Text read after the title, e.g. the price; also shown in the card. */
  detail?: ReactNode;
  children?: ReactNode;
}

export interface RadioCardGroupProps {
  legend: ReactNode;
  options: readonly RadioCardOption[];
  value: string | undefined;
  onChange(id: string): void;
  hideLegend?: boolean;
}

/**
 * A single choice presented as cards (the variant). Native radios: arrow keys move the choice, the checked
 * card has a darker, heavier border. Each radio is named by its title and detail; the body describes it.
 */
export function RadioCardGroup({
  legend,
  options,
  value,
  onChange,
  hideLegend = false,
}: RadioCardGroupProps) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={styles.list}>
        {options.map((option) => {
          const id = `${name}-${option.id}`;
          return (
            <label key={option.id} className={styles.card}>
              <input
                type="radio"
                className={styles.input}
                name={name}
                value={option.id}
                checked={option.id === value}
                onChange={() => onChange(option.id)}
                aria-labelledby={option.detail ? `${id}-title ${id}-detail` : `${id}-title`}
                aria-describedby={option.children ? `${id}-body` : undefined}
              />
              <span className={styles.head}>
                <span id={`${id}-title`} className={styles.title}>
                  {option.title}
                </span>
                {option.detail ? (
                  <span id={`${id}-detail`} className={styles.detail}>
                    {option.detail}
                  </span>
                ) : null}
              </span>
              {option.children ? (
                <span id={`${id}-body`} className={styles.body}>
                  {option.children}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
