import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioCardGroup } from './radio-card';

describe('RadioCardGroup', () => {
  it('names each card by its title and detail and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <RadioCardGroup
        legend="Choose your variant"
        value="lux"
        onChange={onChange}
        options={[
          { id: 'lux', title: 'Luxury', detail: 'From $111,089.31' },
          { id: 'sport', title: 'Sport', detail: 'From $112,627.77', children: 'Dark accents' },
        ]}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Luxury From $111,089.31' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sport From $112,627.77' })).toHaveAccessibleDescription(
      'Dark accents',
    );
    await userEvent.setup().click(screen.getByText('Dark accents'));
    expect(onChange).toHaveBeenCalledWith('sport');
  });
});
