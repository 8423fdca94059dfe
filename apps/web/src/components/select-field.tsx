import { type Ref, useId } from 'react';
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
  /** The field's error; announced and tied to the select with aria-describedby. */
  error?: string | undefined;
  name?: string;
  onBlur?(): void;
  ref?: Ref<HTMLSelectElement>;
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
  error,
  name,
  onBlur,
  ref,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        name={name}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onBlur={onBlur}
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
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
