import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styles from './text-field.module.css';

interface FieldFrame {
  label: string;
  /** The field's error; announced and tied to the field with aria-describedby. */
  error?: string | undefined;
}

export type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
    onChange?(value: string): void;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled text input with its inline error. */
export function TextField({ label, error, onChange, className, ref, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange?.(event.target.value)}
        {...rest}
      />
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & { onChange?(value: string): void };

/** A labelled multi-line text field. */
export function TextAreaField({ label, error, onChange, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange?.(event.target.value)}
        {...rest}
      />
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface CheckboxFieldProps {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  onBlur?(): void;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with a label that may hold links (consent statements). */
export function CheckboxField({
  checked,
  onChange,
  children,
  error,
  required,
  disabled,
  name,
  onBlur,
  ref,
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={styles.check}>
      <input
        ref={ref}
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        required={required}
        disabled={disabled}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
