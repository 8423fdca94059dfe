import { zodResolver } from '@hookform/resolvers/zod';
import { asFormOf, type StockUnitInput, StockUnitInput as UnitSchema } from '@showroom/contract';
import { useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-error';
import styles from '../../../styles/staff-page.module.css';
import { stockCalls } from '../api/stock-api';

const fields = [
  { name: 'vin', label: 'VIN' },
  { name: 'country', label: 'Market (AU or NZ)' },
  { name: 'variantId', label: 'Variant id' },
  { name: 'exteriorId', label: 'Exterior id' },
  { name: 'interiorId', label: 'Interior id' },
  { name: 'centreId', label: 'Experience Centre id (empty: in transit)' },
  { name: 'buildDate', label: 'Build date', type: 'date' },
  { name: 'arrivalDate', label: 'Arrival date', type: 'date' },
  { name: 'estimatedDelivery', label: 'Estimated delivery text' },
] as const;
const defaults = { ...Object.fromEntries(fields.map((f) => [f.name, ''])), country: 'AU' };

/**
 * Adds one unit (react-hook-form with the contract's unit schema: the VIN's check digit is checked before it is
 * sent); the server emails the waitlist of its configuration and answers how many entries it told.
 */
export function AddUnitForm({ onAdded }: { onAdded(): void }) {
  const form = useForm<FieldValues, unknown, StockUnitInput>({
    resolver: zodResolver(asFormOf<StockUnitInput>(UnitSchema)),
    defaultValues: defaults,
  });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = form.handleSubmit(async (unit) => {
    setOutcome(null);
    try {
      const added = await stockCalls.add(unit);
      setOutcome({ ok: true, text: `Added ${added.unit.vin}. Waitlist entries emailed: ${added.notified}.` });
      form.reset(defaults);
      onAdded();
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.details[0] : undefined;
      if (fieldError && fields.some((f) => f.name === fieldError.field)) {
        form.setError(fieldError.field, { message: fieldError.message });
      } else {
        setOutcome({ ok: false, text: error instanceof Error ? error.message : 'The unit was not added.' });
      }
    }
  });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="add-unit-title">
      <h2 id="add-unit-title" className={styles.formTitle}>
        Add a unit
      </h2>
      <div className={styles.formFields}>
        {fields.map((field) => {
          const id = `unit-${field.name}`;
          const error = errors[field.name]?.message;
          return (
            <div key={field.name} className={styles.formField}>
              <label htmlFor={id}>{field.label}</label>
              <input
                id={id}
                type={'type' in field ? field.type : 'text'}
                {...form.register(field.name)}
                {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
              />
              {error ? (
                <span id={`${id}-error`} className={styles.error}>
                  {error}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
          Add unit
        </Button>
        <p role="status" className={outcome?.ok ? styles.success : styles.error}>
          {outcome?.text ?? ''}
        </p>
      </div>
    </form>
  );
}
