import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useLayoutEffect,
  useRef,
  useState,
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
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
    value: string;
    onChange?(value: string): void;
  };

/** A comment of more lines than the field shows is marked as overflowing (spec 001 section 9: at 9 lines). */
export const textareaOverflowLines = 9;

function linesOf(field: HTMLTextAreaElement | null, value: string): number {
  const typed = value.split('\n').length;
  if (!field) return typed;
  const style = getComputedStyle(field);
  const lineHeight = Number.parseFloat(style.lineHeight);
  const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
  // Wrapped lines count too where the browser lays the text out (not in a DOM without layout).
  const drawn = lineHeight > 0 ? Math.round((field.scrollHeight - padding) / lineHeight) : 0;
  return Math.max(typed, drawn);
}

/**
 * A labelled multi-line text field (8 rows by default). From the 9th line on it is marked as overflowing: a shade
 * along its lower edge and a note, tied to the field, that it scrolls.
 */
export function TextAreaField({ label, error, onChange, value, rows = 8, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    setOverflowing(linesOf(field.current, value) >= textareaOverflowLines);
  }, [value]);
  const describedBy = [error ? `${id}-error` : '', overflowing ? `${id}-more` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        ref={field}
        id={id}
        rows={rows}
        value={value}
        className={`${styles.input} ${styles.textarea}`}
        data-overflowing={overflowing || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange?.(event.target.value)}
        {...rest}
      />
      {overflowing ? (
        <span id={`${id}-more`} className={styles.more}>
          More than {rows} lines: scroll the field to read all of it.
        </span>
      ) : null}
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
