import type { CentreCalendar } from '@showroom/contract';
import { useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api';
import { contractResolver } from '../../../lib/form-resolver';
import styles from '../../../styles/staff-page.module.css';

export interface CalendarField {
  name: string;
  label: string;
  kind: 'weekday' | 'time' | 'optional-time' | 'count' | 'date' | 'text' | 'choice';
  choices?: readonly { value: string; label: string }[];
}

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const described = (id: string, error: unknown) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

const asValue = (kind: CalendarField['kind']) => (value: string) => {
  if (kind === 'weekday' || kind === 'count') return value === '' ? Number.NaN : Number(value);
  if (kind === 'optional-time') return value === '' ? null : value;
  return value;
};

/**
 * One change to a centre's calendar: its fields checked by the contract's schema, sent by `send`, the answer (the
 * calendar after the change) handed to `onChanged`; a refusal is shown on the form.
 */
export function CalendarChangeForm({
  id,
  title,
  submitLabel,
  schema,
  fields,
  centreId,
  send,
  onChanged,
}: {
  id: string;
  title: string;
  submitLabel: string;
  schema: z.ZodType;
  fields: readonly CalendarField[];
  centreId: string;
  send(values: FieldValues): Promise<CentreCalendar>;
  onChanged(calendar: CentreCalendar): void;
}) {
  const form = useForm<FieldValues, unknown, FieldValues>({
    resolver: contractResolver<FieldValues>(schema),
    defaultValues: {
      centreId,
      ...Object.fromEntries(fields.map((f) => [f.name, f.kind === 'weekday' ? 1 : ''])),
    },
  });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const submit = form.handleSubmit(async (values) => {
    try {
      onChanged(await send({ ...values, centreId }));
      setOutcome({ ok: true, text: 'Saved.' });
    } catch (error) {
      setOutcome({
        ok: false,
        text: error instanceof ApiError ? error.message : 'The change could not be saved.',
      });
    }
  });
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {title}
      </h3>
      <div className={styles.formFields}>
        {fields.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const message = errors[field.name]?.message;
          const register = form.register(field.name, { setValueAs: asValue(field.kind) });
          const choices =
            field.kind === 'weekday'
              ? weekdays.map((label, i) => ({ value: String(i + 1), label }))
              : field.choices;
          return (
            <div key={field.name} className={styles.formField}>
              <label htmlFor={fieldId}>{field.label}</label>
              {choices ? (
                <select id={fieldId} {...register} {...described(fieldId, message)}>
                  {field.kind === 'choice' ? <option value="">Choose…</option> : null}
                  {choices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={fieldId}
                  type={
                    { time: 'time', 'optional-time': 'time', count: 'number', date: 'date' }[
                      field.kind as string
                    ] ?? 'text'
                  }
                  {...(field.kind === 'count' ? { min: 0, step: 1 } : {})}
                  {...register}
                  {...described(fieldId, message)}
                />
              )}
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
