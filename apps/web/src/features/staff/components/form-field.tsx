import type { ReactNode } from 'react';
import styles from './filter-bar.module.css';

/** A labelled back-office form field with its error announced and tied to the control (pass `id` to the control). */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The attributes that tie a control to its field's error. */
export const describedBy = (id: string, error: unknown) =>
  error ? { 'aria-describedby': `${id}-error`, 'aria-invalid': true as const } : {};
