import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewVehicleInventory } from './components/new-vehicle-inventory';

afterEach(() => vi.unstubAllGlobals());

describe('notify-me on the new-vehicle-inventory page', () => {
  it("refuses an address without a 2 to 4 letter ending with the spec's message, on the field", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<NewVehicleInventory />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'someone@example');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Require Valid Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Require Valid Email');
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

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
