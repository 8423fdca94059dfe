import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { id: 'a', title: 'First', content: <p>First answer</p> },
  { id: 'b', title: 'Second', content: <p>Second answer</p>, current: true },
];

describe('Accordion', () => {
  it('opens the initial item, one at a time, and closes the open one when chosen again', async () => {
    render(<Accordion items={items} initialOpen="b" />);
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Second' })).toHaveTextContent('Second answer');
    expect(screen.queryByText('First answer')).not.toBeVisible();

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('First answer')).toBeVisible();
    expect(screen.getByText('Second answer')).not.toBeVisible();

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts each header button in a heading of the level asked for, and marks the current item', () => {
    const { container } = render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(container.querySelector('[aria-current="step"]')).toHaveTextContent('Second');
    expect(screen.getByRole('button', { name: 'First' })).toHaveAttribute('aria-expanded', 'false');
  });
});
