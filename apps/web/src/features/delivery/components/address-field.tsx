import type { CountryCode, DeliveryAddress } from '@showroom/domain';
import { useState } from 'react';
import { Combobox } from '../../../components/combobox';
import { useAddressSearch } from '../hooks/use-address-search';

export interface AddressFieldProps {
  label: string;
  country: CountryCode;
  value: DeliveryAddress | null;
  onChoose(address: DeliveryAddress): void;
  /** The field was emptied. */
  onClear(): void;
  error: string | undefined;
}

/** An address autocomplete over get-address: suggestions once more than 4 characters are typed. */
export function AddressField({ label, country, value, onChoose, onClear, error }: AddressFieldProps) {
  const [text, setText] = useState(value?.fullAddress ?? '');
  const search = useAddressSearch(country, text);
  const shown = search.failed ? 'We could not search addresses just now. Please try again.' : error;
  return (
    <Combobox
      label={label}
      hint="Start typing your street address or suburb, then choose it from the list."
      value={text}
      onInputChange={(next) => {
        setText(next);
        if (!next.trim() && value) onClear();
      }}
      options={search.suggestions.map((suggestion) => ({
        id: suggestion.fullAddress,
        label: suggestion.fullAddress,
      }))}
      onSelect={(option) => {
        const chosen = search.suggestions.find((suggestion) => suggestion.fullAddress === option.id);
        if (!chosen) return;
        setText(chosen.fullAddress);
        onChoose(chosen);
      }}
      loading={search.loading}
      error={shown}
    />
  );
}
