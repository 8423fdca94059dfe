import { zodResolver } from '@hookform/resolvers/zod';
import { asFormOf } from '@showroom/contract';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { described, StaffForm, StaffFormField, useStaffSubmit } from '../../../components/staff-form';
import type { OfferField, OfferFormSpec } from '../offer-fields';

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
  const checked = zodResolver(asFormOf<FieldValues>(spec.schema));
  const resolver: Resolver<FieldValues, unknown, FieldValues> = (values, context, options) =>
    checked(spec.toBody(values), context, options);
  const form = useForm<FieldValues, unknown, FieldValues>({ resolver, defaultValues: initial });
  const { sending, errors } = useStaffSubmit(
    form,
    async (body) => {
      await send(body);
      onSaved();
      return undefined;
    },
    {
      refused: (refusal) => {
        const field = refusal.details[0]?.field;
        if (field && spec.fields.some((f) => f.name === field))
          form.setError(field, { type: 'server', message: refusal.details[0]?.message });
      },
    },
  );
  return (
    <StaffForm id={id} title={title} submitLabel={submitLabel} sending={sending}>
      {spec.fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const message = errors[field.name]?.message;
        const register = form.register(field.name, { setValueAs: asValue(field.kind) });
        return (
          <StaffFormField
            key={field.name}
            fieldId={fieldId}
            label={field.label}
            hint={field.hint}
            message={message}
          >
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
          </StaffFormField>
        );
      })}
    </StaffForm>
  );
}
