import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxCard } from './checkbox-card';

describe('CheckboxCard', () => {
  it('toggles from anywhere on the card and shows its price', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxCard
        label="Cargo tray"
        checked={false}
        onChange={onChange}
        price="+$290"
        description="Waterproof."
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Cargo tray' })).toHaveAccessibleDescription(
      '+$290 Waterproof.',
    );
    await userEvent.setup().click(screen.getByText('Waterproof.'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('cannot be toggled when disabled, and keeps its footer controls outside the label', async () => {
    const onChange = vi.fn();
    const onDetails = vi.fn();
    render(
      <CheckboxCard
        label="7.4 kW home charger"
        checked={false}
        disabled
        onChange={onChange}
        footer={
          <button type="button" onClick={onDetails}>
            Details
          </button>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: '7.4 kW home charger' });
    expect(box).toBeDisabled();
    const user = userEvent.setup();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(onDetails).toHaveBeenCalledOnce();
  });
});
