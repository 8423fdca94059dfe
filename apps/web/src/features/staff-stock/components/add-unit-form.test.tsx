import { withCheckDigit } from '@showroom/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddUnitForm } from './add-unit-form';

afterEach(() => vi.unstubAllGlobals());

describe('AddUnitForm', () => {
  it('names the right check digit of a mistyped VIN on its field, by keyboard, without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<AddUnitForm onAdded={() => {}} />);
    const good = withCheckDigit('1GYT0XRK0SZ800001');
    const typo = `${good.slice(0, 8)}${good[8] === '0' ? '1' : '0'}${good.slice(9)}`;
    await user.type(screen.getByLabelText('VIN'), typo.toLowerCase());
    await user.keyboard('{Enter}');
    const vin = screen.getByLabelText('VIN');
    expect(vin).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(vin.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      `The check digit (9th character) of this VIN should be ${good[8]}.`,
    );
    expect(screen.getByLabelText('Variant id')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the checked unit (VIN upper-cased, empty centre as in transit) and reports the waitlist emails', async () => {
    const good = withCheckDigit('1GYT0XRK0SZ800002');
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      return new Response(
        JSON.stringify({ status: true, data: { unit: { ...body, status: 'available' }, notified: 2 } }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    vi.stubGlobal('fetch', fetch);
    const onAdded = vi.fn();
    const user = userEvent.setup();
    render(<AddUnitForm onAdded={onAdded} />);
    const values: Record<string, string> = {
      VIN: good.toLowerCase(),
      'Variant id': 'AU-LUX',
      'Exterior id': 'AU-LUX-ASM',
      'Interior id': 'AU-LUX-SCG',
      'Build date': '2026-01-10',
      'Arrival date': '2026-03-01',
      'Estimated delivery text': 'In transit',
    };
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    expect(await screen.findByText(`Added ${good}. Waitlist entries emailed: 2.`)).toBeInTheDocument();
    const sent = JSON.parse(String(fetch.mock.calls[0]![1].body));
    expect(sent).toMatchObject({ vin: good, country: 'AU', centreId: null, optionIds: [] });
    expect(onAdded).toHaveBeenCalled();
  });
});
