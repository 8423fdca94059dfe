import { type InputHTMLAttributes, type Ref, useId } from 'react';
import styles from './switch.module.css';

export type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> & {
  label: string;
  /** A line under the label saying what the switch does. */
  description?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An on/off switch: a real checkbox with the switch role (announced as "switch, on/off"), so the keyboard's Space
 * toggles it and forms read it like any checkbox.
 */
export function Switch({ label, description, className, ref, ...rest }: SwitchProps) {
  const id = useId();
  return (
    <div className={`${styles.switch} ${className ?? ''}`}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox gives the switch role its checked state
        role="switch"
        className={styles.input}
        aria-describedby={description ? `${id}-description` : undefined}
        {...rest}
      />
      <label htmlFor={id} className={styles.label}>
        <span className={styles.track} aria-hidden="true" />
        <span className={styles.text}>{label}</span>
      </label>
      {description ? (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
