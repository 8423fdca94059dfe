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
  // A choice made or cleared elsewhere (a new location resets delivery) shows in the field.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value?.fullAddress ?? '');
  }
  // The chosen address itself is not searched again.
  const search = useAddressSearch(country, text === value?.fullAddress ? '' : text);
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
