import { zodResolver } from '@hookform/resolvers/zod';
import type { CentreCalendar } from '@showroom/contract';
import { asFormOf } from '@showroom/contract';
import { type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { described, StaffForm, StaffFormField, useStaffSubmit } from '../../../components/staff-form';

export interface CalendarField {
  name: string;
  label: string;
  kind: 'weekday' | 'time' | 'optional-time' | 'count' | 'date' | 'text' | 'choice';
  choices?: readonly { value: string; label: string }[];
}

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

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
    resolver: zodResolver(asFormOf<FieldValues>(schema)),
    defaultValues: {
      centreId,
      ...Object.fromEntries(fields.map((f) => [f.name, f.kind === 'weekday' ? 1 : ''])),
    },
  });
  const { sending, errors } = useStaffSubmit(form, async (values) => {
    onChanged(await send({ ...values, centreId }));
    return undefined;
  });
  return (
    <StaffForm id={id} title={title} submitLabel={submitLabel} sending={sending}>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const message = errors[field.name]?.message;
        const register = form.register(field.name, { setValueAs: asValue(field.kind) });
        const choices =
          field.kind === 'weekday'
            ? weekdays.map((label, i) => ({ value: String(i + 1), label }))
            : field.choices;
        return (
          <StaffFormField key={field.name} fieldId={fieldId} label={field.label} message={message}>
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
          </StaffFormField>
        );
      })}
    </StaffForm>
  );
}
