import { zodResolver } from '@hookform/resolvers/zod';
import { StockUnitInput } from '@showroom/contract';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { ApiError, callApi } from '../../../lib/api';
import bar from '../components/filter-bar.module.css';
import { describedBy, FormField } from '../components/form-field';
import styles from '../components/staff-page.module.css';
import { stockRefs } from './stock-api';

type Values = Record<
  | 'vin'
  | 'country'
  | 'variantId'
  | 'exteriorId'
  | 'interiorId'
  | 'centreId'
  | 'buildDate'
  | 'arrivalDate'
  | 'estimatedDelivery',
  string
>;

const fields: readonly { name: keyof Values; label: string; type?: 'date' }[] = [
  { name: 'vin', label: 'VIN' },
  { name: 'country', label: 'Market (AU or NZ)' },
  { name: 'variantId', label: 'Variant id' },
  { name: 'exteriorId', label: 'Exterior id' },
  { name: 'interiorId', label: 'Interior id' },
  { name: 'centreId', label: 'Experience Centre id (empty: in transit)' },
  { name: 'buildDate', label: 'Build date', type: 'date' },
  { name: 'arrivalDate', label: 'Arrival date', type: 'date' },
  { name: 'estimatedDelivery', label: 'Estimated delivery text' },
];

/** The contract's unit schema, with an empty centre meaning in transit. */
const UnitForm = StockUnitInput.extend({
  centreId: z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(StockUnitInput.shape.centreId),
});
const resolver = zodResolver(UnitForm) as unknown as Resolver<Values>;

/** Adds one unit; the server tells the waitlist of its configuration and answers how many were emailed. */
export function AddUnitForm({ onAdded }: { onAdded(): void }) {
  const form = useForm<Values>({
    resolver,
    defaultValues: Object.fromEntries(
      fields.map((f) => [f.name, f.name === 'country' ? 'AU' : '']),
    ) as Values,
  });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = form.handleSubmit(async (values) => {
    try {
      // The resolver hands over the schema's output (VIN upper-cased, empty centre as null).
      const added = await callApi(stockRefs.add, values as unknown as z.output<typeof UnitForm>);
      setOutcome({ ok: true, text: `Added ${added.unit.vin}; waitlist entries emailed: ${added.notified}.` });
      form.reset();
      onAdded();
    } catch (error) {
      setOutcome({
        ok: false,
        text: error instanceof ApiError ? error.message : 'The unit could not be added.',
      });
    }
  });
  const errors = form.formState.errors;
  return (
    <form className={bar.bar} onSubmit={submit} aria-labelledby="add-unit-title" noValidate>
      <h2 id="add-unit-title" className={styles.title}>
        Add a unit
      </h2>
      {fields.map((field) => {
        const id = `unit-${field.name}`;
        const error = errors[field.name]?.message;
        return (
          <FormField key={field.name} id={id} label={field.label} error={error}>
            <input
              id={id}
              type={field.type ?? 'text'}
              {...form.register(field.name)}
              {...describedBy(id, error)}
            />
          </FormField>
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Add unit
        </Button>
        <p role="status" className={outcome?.ok ? styles.success : styles.error}>
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}
