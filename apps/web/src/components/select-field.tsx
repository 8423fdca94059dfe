import { useId } from 'react';
import styles from './select-field.module.css';

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
  /** Shown as the empty choice. */
  placeholder: string;
  /** While the list loads the select is disabled and reads 'Loading...' (spec 000 section 2 item 1). */
  loading?: boolean;
  disabled?: boolean;
}

/** A labelled native select: the platform's own keyboard and touch behaviour, no custom listbox. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  loading = false,
  disabled = false,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={loading ? '' : value}
        disabled={disabled || loading}
        onChange={(event) => onChange(event.target.value)}
      >
        {loading ? (
          <option value="">Loading...</option>
        ) : (
          <>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </>
        )}
      </select>
    </div>
  );
}
