import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a labelled switch with its description, toggled by a click on the label and by Space', async () => {
    const onChange = vi.fn();
    render(<Switch label="Partner emails" description="Offers from our partners" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Partner emails' });
    expect(control).toHaveAccessibleDescription('Offers from our partners');
    await userEvent.click(screen.getByText('Partner emails'));
    expect(control).toBeChecked();
    control.focus();
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
