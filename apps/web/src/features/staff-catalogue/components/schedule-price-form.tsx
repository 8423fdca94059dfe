import { zodResolver } from '@hookform/resolvers/zod';
import { asFormOf, type PricedItem, ScheduleCataloguePrice } from '@showroom/contract';
import { type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { described, StaffForm, StaffFormField, useStaffSubmit } from '../../../components/staff-form';
import { priceCalls } from '../api/prices-api';

type Values = z.output<typeof ScheduleCataloguePrice>;

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
    resolver: zodResolver(asFormOf<Values>(ScheduleCataloguePrice)),
    defaultValues: { itemKind: 'exterior', itemId: '', priceCents: 0, effectiveFrom: today },
  });
  const kind = form.watch('itemKind');
  const { sending, errors } = useStaffSubmit(
    form,
    async (values) => {
      const { item } = await priceCalls.schedule(values);
      onScheduled();
      return `${item.name}: ${values.priceCents} cents from ${values.effectiveFrom}.`;
    },
    { failure: 'The price could not be set.' },
  );
  return (
    <StaffForm id="schedule" title="Set a price" submitLabel="Set price" sending={sending} heading="h2">
      <StaffFormField fieldId="price-kind" label="Kind" message={errors.itemKind?.message}>
        <select id="price-kind" {...form.register('itemKind')} {...described('price-kind', errors.itemKind)}>
          <option value="variant">Variant</option>
          <option value="exterior">Paint (exterior)</option>
          <option value="interior">Trim (interior)</option>
          <option value="option">Option</option>
        </select>
      </StaffFormField>
      <StaffFormField fieldId="price-item" label="Item" message={errors.itemId?.message}>
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
      </StaffFormField>
      <StaffFormField
        fieldId="price-cents"
        label="Price in cents (GST inclusive)"
        message={errors.priceCents?.message}
      >
        <input
          id="price-cents"
          type="number"
          min={0}
          step={1}
          {...form.register('priceCents', { valueAsNumber: true })}
          {...described('price-cents', errors.priceCents)}
        />
      </StaffFormField>
      <StaffFormField fieldId="price-from" label="Effective from" message={errors.effectiveFrom?.message}>
        <input
          id="price-from"
          type="date"
          min={today}
          {...form.register('effectiveFrom')}
          {...described('price-from', errors.effectiveFrom)}
        />
      </StaffFormField>
    </StaffForm>
  );
}
