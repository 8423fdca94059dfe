import { zodResolver } from '@hookform/resolvers/zod';
import { type PricedItem, ScheduleCataloguePrice } from '@showroom/contract';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { ApiError, callApi } from '../../../lib/api';
import bar from '../components/filter-bar.module.css';
import { describedBy, FormField } from '../components/form-field';
import styles from '../components/staff-page.module.css';
import { priceRefs } from './prices-api';

type Values = z.input<typeof ScheduleCataloguePrice>;
const resolver = zodResolver(ScheduleCataloguePrice) as unknown as Resolver<Values>;

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
  const form = useForm<Values>({
    resolver,
    defaultValues: { itemKind: 'exterior', itemId: '', priceCents: 0, effectiveFrom: today },
  });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const kind = form.watch('itemKind');
  const errors = form.formState.errors;
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
    <form className={bar.bar} onSubmit={submit} aria-labelledby="schedule-title" noValidate>
      <h2 id="schedule-title" className={styles.title}>
        Set a price
      </h2>
      <FormField id="price-kind" label="Kind" error={errors.itemKind?.message}>
        <select
          id="price-kind"
          {...form.register('itemKind')}
          {...describedBy('price-kind', errors.itemKind)}
        >
          <option value="variant">Variant</option>
          <option value="exterior">Paint (exterior)</option>
          <option value="interior">Trim (interior)</option>
          <option value="option">Option</option>
        </select>
      </FormField>
      <FormField id="price-item" label="Item" error={errors.itemId?.message}>
        <select id="price-item" {...form.register('itemId')} {...describedBy('price-item', errors.itemId)}>
          <option value="">Choose…</option>
          {items
            .filter((item) => item.itemKind === kind)
            .map((item) => (
              <option key={item.itemId} value={item.itemId}>
                {item.name}
              </option>
            ))}
        </select>
      </FormField>
      <FormField id="price-cents" label="Price in cents (GST inclusive)" error={errors.priceCents?.message}>
        <input
          id="price-cents"
          type="number"
          min={0}
          step={1}
          {...form.register('priceCents', { valueAsNumber: true })}
          {...describedBy('price-cents', errors.priceCents)}
        />
      </FormField>
      <FormField id="price-from" label="Effective from" error={errors.effectiveFrom?.message}>
        <input
          id="price-from"
          type="date"
          min={today}
          {...form.register('effectiveFrom')}
          {...describedBy('price-from', errors.effectiveFrom)}
        />
      </FormField>
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Set price
        </Button>
        <p role="status" className={outcome?.ok ? styles.success : styles.error}>
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}
