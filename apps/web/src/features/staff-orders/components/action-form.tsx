import { zodResolver } from '@hookform/resolvers/zod';
import { asFormOf } from '@showroom/contract';
import { useId, useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-error';
import styles from '../../../styles/staff-page.module.css';

export interface ActionField {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'date' | 'time' | 'select';
  options?: readonly { value: string; label: string }[];
}

/**
 * One staff action on an order as a small form: fields checked by the call's zod schema (react-hook-form), the
 * server's refusal shown on its field or above the button, a confirmation in a live region after it is done.
 */
export function ActionForm<S extends z.ZodType<FieldValues>>({
  title,
  fields,
  hidden = {},
  schema,
  submitLabel,
  onSubmit,
  done,
}: {
  title: string;
  fields: readonly ActionField[];
  /** Values sent without a field (the order's id). */
  hidden?: Record<string, string>;
  /** The call's body schema (the contract's). */
  schema: S;
  submitLabel: string;
  onSubmit(values: z.output<S>): Promise<unknown>;
  done: string;
}) {
  const id = useId();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const defaults = { ...Object.fromEntries(fields.map((f) => [f.name, ''])), ...hidden };
  const form = useForm<FieldValues, unknown, z.output<S>>({
    resolver: zodResolver(asFormOf<z.output<S>>(schema)),
    defaultValues: defaults,
  });
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await onSubmit(values);
      form.reset(defaults);
      setMessage({ ok: true, text: done });
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.details[0] : undefined;
      if (fieldError && fields.some((f) => f.name === fieldError.field)) {
        form.setError(fieldError.field, { message: fieldError.message });
      } else {
        setMessage({ ok: false, text: error instanceof Error ? error.message : 'That did not work.' });
      }
    }
  });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {title}
      </h3>
      <div className={styles.formFields}>
        {fields.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const error = errors[field.name]?.message;
          const props = {
            id: fieldId,
            ...form.register(field.name),
            ...(error ? { 'aria-invalid': true, 'aria-describedby': `${fieldId}-error` } : {}),
          };
          return (
            <div key={field.name} className={styles.formField}>
              <label htmlFor={fieldId}>{field.label}</label>
              {field.kind === 'textarea' ? (
                <textarea rows={3} {...props} />
              ) : field.kind === 'select' ? (
                <select {...props}>
                  <option value="">Choose…</option>
                  {field.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input type={field.kind ?? 'text'} {...props} />
              )}
              {error ? (
                <span id={`${fieldId}-error`} className={styles.error}>
                  {error}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        <p role="status" className={message?.ok ? styles.success : styles.error}>
          {message?.text ?? ''}
        </p>
      </div>
    </form>
  );
}
