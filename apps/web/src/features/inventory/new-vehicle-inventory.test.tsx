import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewVehicleInventory } from './components/new-vehicle-inventory';

afterEach(() => vi.unstubAllGlobals());

describe('notify-me on the new-vehicle-inventory page', () => {
  it('makes no call and says that nothing was saved or sent, never that someone will be in touch', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<NewVehicleInventory />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'someone@example.co.nz');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('your address has not been saved and no email will be sent');
    expect(status).not.toHaveTextContent(/in touch/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
