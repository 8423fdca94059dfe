import { type PricedItem, ScheduleCataloguePrice } from '@showroom/contract';
import { useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { ApiError, callApi } from '../../../lib/api';
import { contractResolver } from '../../../lib/form-resolver';
import styles from '../../../styles/staff-page.module.css';
import { priceRefs } from '../api/prices-api';

type Values = z.output<typeof ScheduleCataloguePrice>;

const described = (id: string, error: unknown) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={`${id}-error`} className={styles.error}>
      {message}
    </span>
  ) : null;
}

/** Sets a catalogue row's price from a day on (today or later), checked by the contract's schema. */
export function SchedulePriceForm({
  items,
  today,
  onScheduled,
}: {
  items: readonly PricedItem[];
  today: string;
  onScheduled(): void;
}) {
  const form = useForm<FieldValues, unknown, Values>({
    resolver: contractResolver<Values>(ScheduleCataloguePrice),
    defaultValues: { itemKind: 'exterior', itemId: '', priceCents: 0, effectiveFrom: today },
  });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const kind = form.watch('itemKind');
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { item } = await callApi(priceRefs.schedule, values);
      setOutcome({
        ok: true,
        text: `${item.name}: ${values.priceCents} cents from ${values.effectiveFrom}.`,
      });
      onScheduled();
    } catch (error) {
      setOutcome({
        ok: false,
        text: error instanceof ApiError ? error.message : 'The price could not be set.',
      });
    }
  });
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby="schedule-title" noValidate>
      <h2 id="schedule-title" className={styles.formTitle}>
        Set a price
      </h2>
      <div className={styles.formFields}>
        <div className={styles.formField}>
          <label htmlFor="price-kind">Kind</label>
          <select
            id="price-kind"
            {...form.register('itemKind')}
            {...described('price-kind', errors.itemKind)}
          >
            <option value="variant">Variant</option>
            <option value="exterior">Paint (exterior)</option>
            <option value="interior">Trim (interior)</option>
            <option value="option">Option</option>
          </select>
          <FieldError id="price-kind" message={errors.itemKind?.message} />
        </div>
        <div className={styles.formField}>
          <label htmlFor="price-item">Item</label>
          <select id="price-item" {...form.register('itemId')} {...described('price-item', errors.itemId)}>
            <option value="">Choose…</option>
            {items
              .filter((item) => item.itemKind === kind)
              .map((item) => (
                <option key={item.itemId} value={item.itemId}>
                  {item.name}
                </option>
              ))}
          </select>
          <FieldError id="price-item" message={errors.itemId?.message} />
        </div>
        <div className={styles.formField}>
          <label htmlFor="price-cents">Price in cents (GST inclusive)</label>
          <input
            id="price-cents"
            type="number"
            min={0}
            step={1}
            {...form.register('priceCents', { valueAsNumber: true })}
            {...described('price-cents', errors.priceCents)}
          />
          <FieldError id="price-cents" message={errors.priceCents?.message} />
        </div>
        <div className={styles.formField}>
          <label htmlFor="price-from">Effective from</label>
          <input
            id="price-from"
            type="date"
            min={today}
            {...form.register('effectiveFrom')}
            {...described('price-from', errors.effectiveFrom)}
          />
          <FieldError id="price-from" message={errors.effectiveFrom?.message} />
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
          Set price
        </Button>
        <p role="status" className={outcome?.ok ? styles.success : styles.error}>
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}
