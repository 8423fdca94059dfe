import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SwatchGroup } from './swatch-group';

const swatches = [
  {
    id: 'black',
    label: 'Stellar Black Metallic, Included',
    name: 'Stellar Black Metallic',
    price: 'Included',
    color: '#111111',
  },
  {
    id: 'red',
    label: 'Radiant Red Tintcoat, plus $2,500',
    name: 'Radiant Red Tintcoat',
    price: '+$2,500',
    color: '#8b0000',
  },
  { id: 'white', label: 'Summit White, Included', name: 'Summit White', price: 'Included', color: '#f4f4f4' },
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

  it('shows the name and price 360 ms after the pointer rests on a swatch, at once on keyboard focus, for 20 s', () => {
    vi.useFakeTimers();
    try {
      render(<SwatchGroup legend="Paint" swatches={swatches} value="black" onChange={() => undefined} />);
      const preview = screen.getByTestId('swatch-preview');
      const red = screen.getByRole('radio', { name: /Radiant Red/ }).closest('label')!;
      fireEvent.mouseEnter(red);
      act(() => vi.advanceTimersByTime(300));
      expect(preview).toBeEmptyDOMElement();
      act(() => vi.advanceTimersByTime(60));
      expect(preview).toHaveTextContent('Radiant Red Tintcoat +$2,500');
      fireEvent.mouseLeave(red);
      expect(preview).toBeEmptyDOMElement();
      // Passing over a swatch without resting on it shows nothing.
      fireEvent.mouseEnter(red);
      fireEvent.mouseLeave(red);
      act(() => vi.advanceTimersByTime(1_000));
      expect(preview).toBeEmptyDOMElement();
      act(() => screen.getByRole('radio', { name: /Summit White/ }).focus());
      expect(preview).toHaveTextContent('Summit White Included');
      act(() => vi.advanceTimersByTime(19_900));
      expect(preview).toHaveTextContent('Summit White Included');
      act(() => vi.advanceTimersByTime(100));
      expect(preview).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });
});
