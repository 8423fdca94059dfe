import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

const options = [
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
];

describe('SelectField', () => {
  it("reads 'Loading...' and is disabled while its list loads", () => {
    render(
      <SelectField
        label="Country"
        placeholder="Select a country"
        value=""
        onChange={() => undefined}
        options={[]}
        loading
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toBeDisabled();
    expect(select).toHaveDisplayValue('Loading...');
  });

  it('is labelled and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Country"
        placeholder="Select a country"
        value=""
        onChange={onChange}
        options={options}
      />,
    );
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'NZ');
    expect(onChange).toHaveBeenCalledWith('NZ');
  });
});
