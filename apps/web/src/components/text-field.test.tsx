import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-field';

function Comments({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <TextAreaField label="Comments" value={value} onChange={setValue} />;
}

describe('TextAreaField', () => {
  it('has 8 rows and is marked as overflowing from its 9th line, with a note tied to it', async () => {
    const user = userEvent.setup();
    render(<Comments initial={Array.from({ length: 8 }, (_, i) => `line ${i + 1}`).join('\n')} />);
    const field = screen.getByRole('textbox', { name: 'Comments' });
    expect(field).toHaveAttribute('rows', '8');
    expect(field).not.toHaveAttribute('data-overflowing');
    expect(field).not.toHaveAccessibleDescription();
    await user.type(field, '{Enter}line 9');
    expect(field).toHaveAttribute('data-overflowing', 'true');
    expect(field).toHaveAccessibleDescription('More than 8 lines: scroll the field to read all of it.');
    await user.type(field, '{Backspace>7}');
    expect(field).not.toHaveAttribute('data-overflowing');
  });
});
