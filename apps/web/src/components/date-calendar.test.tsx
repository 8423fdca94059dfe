import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateCalendar } from './date-calendar';

function Harness({ initial = '2026-12-02' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateCalendar
        label="Date"
        value={value}
        onChange={setValue}
        min="2026-12-01"
        max="2027-01-30"
        disabledDates={new Set(['2026-12-03', '2026-12-06'])}
      />
      <output>{value}</output>
    </>
  );
}

describe('DateCalendar', () => {
  it('shows Monday-first weeks, the chosen day pressed and unavailable days announced', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(screen.getByRole('button', { name: 'Wednesday 2 December 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Thursday 3 December 2026, unavailable' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('moves with the arrow keys and picks with Enter, never an unavailable day', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Wednesday 2 December 2026' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Thursday 3 December 2026, unavailable' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-02');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-10');
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sunday 10 January 2027' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    // Never before the first date.
    expect(screen.getByRole('button', { name: 'Tuesday 1 December 2026' })).toHaveFocus();
  });
});
