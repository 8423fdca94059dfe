import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OnRoadRatesPage from './on-road-rates-page';

afterEach(() => vi.unstubAllGlobals());

const table = {
  name: 'NSW number plates',
  country: 'AU',
  inEffectId: 'r1',
  rows: [
    {
      id: 'r1',
      effectiveFrom: '2025-07-01',
      effectiveTo: '2026-06-30',
      value: 4_400,
      sourceUrl: 'https://example.com/plates',
      sourceText: 'Standard plates $44',
      estimate: 'Third-party page.',
      addedBy: 'seed',
    },
  ],
};

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage() {
  const fetch = vi.fn(async (url: string, _init: RequestInit) => {
    if (url.endsWith('/add'))
      return reply(400, {
        status: false,
        errorCode: 'InvalidInput',
        message: 'The value must have the shape of the table rows, e.g. 4400.',
        details: [{ field: 'value', message: 'The value must have the shape of the table rows, e.g. 4400.' }],
      });
    return reply(200, { status: true, data: { today: '2026-11-26', tables: [table] } });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OnRoadRatesPage />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('OnRoadRatesPage', () => {
  it('lists each table with its rows, their sources and the row in effect', async () => {
    renderPage();
    const plates = await screen.findByRole('table', { name: /NSW number plates \(priced on 2026-11-26/ });
    const row = within(plates).getByRole('row', { name: /2025-07-01 \(in effect\)/ });
    expect(row).toHaveTextContent('4400');
    expect(within(row).getByRole('link', { name: 'Standard plates $44' })).toHaveAttribute(
      'href',
      'https://example.com/plates',
    );
  });

  it("sends a row with its value read as JSON and shows the server's refusal on the value", async () => {
    const fetch = renderPage();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Rate table'), 'NSW number plates');
    await user.type(screen.getByLabelText('Effective from'), '2027-01-01');
    await user.type(screen.getByLabelText('Value'), '5000');
    await user.type(screen.getByLabelText('Source address'), 'https://example.gov.au/plates');
    await user.type(screen.getByLabelText('What the source says'), 'Plates $50 from 2027.');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(await screen.findByLabelText('Value')).toHaveAttribute('aria-invalid', 'true');
    const sent = fetch.mock.calls.filter(([url]) => url.endsWith('/add'));
    expect(sent.map(([, init]) => JSON.parse(String(init.body)))).toEqual([
      {
        tableName: 'NSW number plates',
        effectiveFrom: '2027-01-01',
        effectiveTo: null,
        value: 5000,
        sourceUrl: 'https://example.gov.au/plates',
        sourceText: 'Plates $50 from 2027.',
        estimate: null,
      },
    ]);
  });
});
