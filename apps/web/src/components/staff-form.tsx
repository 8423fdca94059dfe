import { useMutation } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../lib/api-error';
import styles from '../styles/staff-page.module.css';
import { Button } from './button';

/** What a back-office form says after a send: saved, or why not. */
interface FormOutcome {
  ok: boolean;
  text: string;
}

/** What a `StaffForm` shows of its sending: busy, and what the last send said. */
export interface Sending {
  busy: boolean;
  outcome: FormOutcome | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/**
 * Sends a form's checked values with `save` through a mutation, then says what it answers ('Saved.' when nothing);
 * else the server's refusal, handed to `refused` first (to put it on the field it names), or `failure`. `sending`
 * goes to the `StaffForm`.
 */
export function useStaffSubmit<Values extends FieldValues>(
  form: UseFormReturn<FieldValues, unknown, Values>,
  save: (values: Values) => Promise<string | undefined>,
  {
    refused,
    failure = 'The change could not be saved.',
  }: { refused?(refusal: ApiError): void; failure?: string } = {},
): { sending: Sending; errors: Record<string, { message?: string } | undefined> } {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const sent = useMutation({
    mutationFn: save,
    onSuccess: (said) => setOutcome({ ok: true, text: said ?? 'Saved.' }),
    onError: (error) => {
      const refusal = error instanceof ApiError ? error : undefined;
      if (refusal) refused?.(refusal);
      setOutcome({ ok: false, text: refusal?.message ?? failure });
    },
  });
  const onSubmit = form.handleSubmit((values) => sent.mutate(values));
  return {
    sending: { busy: sent.isPending, outcome, onSubmit },
    errors: form.formState.errors as Record<string, { message?: string } | undefined>,
  };
}

/** The aria attributes of a control whose error message and hint (when there are) stand under it. */
export const described = (id: string, error: unknown, hint?: string) => ({
  ...(error ? { 'aria-invalid': true as const } : {}),
  'aria-describedby':
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
});

/**
 * A back-office form: its title (naming the form), its fields (`StaffFormField`s), the submit button, and what the
 * last send said.
 */
export function StaffForm({
  id,
  title,
  submitLabel,
  sending: { busy, outcome, onSubmit },
  heading: Heading = 'h3',
  children,
}: {
  id: string;
  title: string;
  /** The title's level: a form of its own page section is an `h3`; the page's only form, an `h2`. */
  heading?: 'h2' | 'h3';
  submitLabel: string;
  sending: Sending;
  children: ReactNode;
}) {
  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <Heading id={`${id}-title`} className={styles.formTitle}>
        {title}
      </Heading>
      <div className={styles.formFields}>{children}</div>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" busy={busy}>
          {submitLabel}
        </Button>
        <p role="status" className={outcome?.ok ? styles.success : styles.error}>
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}

/** One field of a `StaffForm`: its label, its control (of id `fieldId`, `described` by them), hint and error. */
export function StaffFormField({
  fieldId,
  label,
  hint,
  message,
  children,
}: {
  fieldId: string;
  label: string;
  hint?: string | undefined;
  message?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.formField}>
      <label htmlFor={fieldId}>{label}</label>
      {children}
      {hint ? (
        <span id={`${fieldId}-hint`} className={styles.muted}>
          {hint}
        </span>
      ) : null}
      {message ? (
        <span id={`${fieldId}-error`} className={styles.error}>
          {message}
        </span>
      ) : null}
    </div>
  );
}
