import { useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api';
import { contractResolver } from '../../../lib/form-resolver';
import styles from '../../../styles/staff-page.module.css';
import type { OfferField, OfferFormSpec } from '../offer-fields';

const described = (id: string, error: unknown, hint?: string) => ({
  ...(error ? { 'aria-invalid': true as const } : {}),
  'aria-describedby':
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
});

const asValue = (kind: OfferField['kind']) => (value: unknown) =>
  kind === 'number' && value !== '' && value !== null && value !== undefined ? Number(value) : value;

/**
 * Creates or changes a finance offer or a promotion: the whole record checked by the contract's schema before it
 * is sent; a refusal of the server lands on the field it names (an overlapping window on its first or last day).
 */
export function OfferForm({
  id,
  title,
  submitLabel,
  spec,
  initial,
  send,
  onSaved,
}: {
  id: string;
  title: string;
  submitLabel: string;
  spec: OfferFormSpec;
  /** The form's first values, with the record's market (`country`), which the form sends and does not show. */
  initial: FieldValues;
  /** Sends the body the contract's schema accepted. */
  send(body: FieldValues): Promise<unknown>;
  onSaved(): void;
}) {
  const checked = contractResolver<FieldValues>(spec.schema);
  const resolver: Resolver<FieldValues, unknown, FieldValues> = (values, context, options) =>
    checked(spec.toBody(values), context, options);
  const form = useForm<FieldValues, unknown, FieldValues>({ resolver, defaultValues: initial });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const submit = form.handleSubmit(async (body) => {
    try {
      await send(body);
      setOutcome({ ok: true, text: 'Saved.' });
      onSaved();
    } catch (error) {
      const refusal = error instanceof ApiError ? error : undefined;
      const field = refusal?.details[0]?.field;
      if (field && spec.fields.some((f) => f.name === field))
        form.setError(field, { type: 'server', message: refusal?.details[0]?.message });
      setOutcome({ ok: false, text: refusal?.message ?? 'The change could not be saved.' });
    }
  });
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {title}
      </h3>
      <div className={styles.formFields}>
        {spec.fields.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const message = errors[field.name]?.message;
          const register = form.register(field.name, { setValueAs: asValue(field.kind) });
          return (
            <div key={field.name} className={styles.formField}>
              <label htmlFor={fieldId}>{field.label}</label>
              {field.choices ? (
                <select id={fieldId} {...register} {...described(fieldId, message)}>
                  <option value="">Choose…</option>
                  {field.choices.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={fieldId}
                  type={{ date: 'date', number: 'number', text: 'text', choice: 'text' }[field.kind]}
                  {...(field.kind === 'number' ? { min: 0, step: 1 } : {})}
                  {...register}
                  {...described(fieldId, message, field.hint)}
                />
              )}
              {field.hint ? (
                <span id={`${fieldId}-hint`} className={styles.muted}>
                  {field.hint}
                </span>
              ) : null}
              {message ? (
                <span id={`${fieldId}-error`} className={styles.error}>
                  {message}
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
        <p role="status" className={outcome?.ok ? styles.success : styles.error}>
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}
