import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './combobox';

const options = [
  { id: 'a', label: 'Dubbo NSW 2830' },
  { id: 'b', label: 'Dubbo East NSW 2830' },
];

function Harness({ onSelect, error }: { onSelect(id: string): void; error?: string }) {
  const [text, setText] = useState('');
  return (
    <Combobox
      label="Primary address"
      value={text}
      onInputChange={setText}
      options={text ? options : []}
      onSelect={(option) => onSelect(option.id)}
      error={error}
    />
  );
}

describe('Combobox', () => {
  it('opens on typing, moves with the arrow keys and picks with Enter', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const field = screen.getByRole('combobox', { name: 'Primary address' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field, 'Dubbo');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Dubbo East NSW 2830' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', active.id);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('b');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, and ties an error to the field', async () => {
    render(<Harness onSelect={() => undefined} error="Primary Address is required." />);
    const field = screen.getByRole('combobox', { name: 'Primary address' });
    await userEvent.type(field, 'Dubbo');
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAccessibleDescription(/Primary Address is required\./);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
