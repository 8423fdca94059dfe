import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SwatchGroup } from './swatch-group';

const swatches = [
  { id: 'black', label: 'Stellar Black Metallic, Included', color: '#111111' },
  { id: 'red', label: 'Radiant Red Tintcoat, plus $2,500', color: '#8b0000' },
  { id: 'white', label: 'Summit White, Included', color: '#f4f4f4' },
];

describe('SwatchGroup', () => {
  it('is a radio group named by its legend, each swatch named by colour and price', () => {
    render(<SwatchGroup legend="Paint" swatches={swatches} value="black" onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Paint' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Radiant Red Tintcoat, plus $2,500' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Stellar Black Metallic, Included' })).toBeChecked();
  });

  it('chooses by click and by arrow keys', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SwatchGroup legend="Paint" swatches={swatches} value="black" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: /Radiant Red/ }));
    expect(onChange).toHaveBeenLastCalledWith('red');
    screen.getByRole('radio', { name: /Stellar Black/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('red');
  });
});
