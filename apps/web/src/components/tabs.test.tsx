import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Harness() {
  const [value, setValue] = useState('cash');
  return (
    <Tabs
      label="Payment options"
      value={value}
      onChange={setValue}
      tabs={[
        { id: 'cash', label: 'Cash', panel: <p>Pay in full</p> },
        { id: 'finance', label: 'Finance', panel: <p>Repayments</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the selected panel and moves with the arrow keys, keeping one tab stop', async () => {
    render(<Harness />);
    expect(screen.getByRole('tabpanel', { name: 'Cash' })).toHaveTextContent('Pay in full');
    expect(screen.getByRole('tab', { name: 'Finance' })).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Cash' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Finance' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Finance' })).toHaveTextContent('Repayments');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'Cash' })).toBeInTheDocument();
  });
});
