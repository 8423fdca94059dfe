import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CalendarsPage from './calendars-page';

afterEach(() => vi.unstubAllGlobals());

const calendar = (homeDeliveriesPerDay: number) => ({
  centre: { id: 'sydney-rosebery', country: 'AU', name: 'Sydney' },
  today: '2026-11-25',
  openingHours: [{ weekday: 1, opensAt: '09:00', closesAt: '17:00' }],
  closures: [{ date: '2026-12-24', reason: 'Holidays' }],
  testDriveSlotTimes: [{ weekday: 1, startsAt: '09:30', ambassadors: 2 }],
  fleet: [{ variantId: 'AU-LUX', variantName: 'Luxury', vehicles: 1 }],
  handoverSlotTimes: [{ weekday: 1, startsAt: '10:00', bays: 2 }],
  homeDeliveriesPerDay,
});

const answer = (data: unknown) =>
  new Response(JSON.stringify({ status: true, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function renderPage() {
  const fetch = vi.fn(async (url: string, _init: RequestInit) => {
    if (url.endsWith('/centres')) return answer({ centres: [calendar(3).centre] });
    if (url.endsWith('/set-home-deliveries')) return answer(calendar(5));
    return answer(calendar(3));
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CalendarsPage />
    </QueryClientProvider>,
  );
  return fetch;
}

const sent = (fetch: ReturnType<typeof renderPage>, path: string) =>
  fetch.mock.calls.filter(([url]) => url.endsWith(path)).map(([, init]) => JSON.parse(String(init.body)));

describe('CalendarsPage', () => {
  it("shows the first centre's hours, closed days and capacity", async () => {
    renderPage();
    const hours = await screen.findByRole('table', { name: /Weekly opening hours of Sydney/ });
    expect(within(hours).getByRole('row', { name: 'Monday 09:00 17:00' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Closed days/ })).toHaveTextContent('Holidays');
    expect(screen.getByRole('table', { name: /ambassadors per slot/ })).toHaveTextContent('09:30');
    expect(screen.getByRole('table', { name: /Demonstrators per slot/ })).toHaveTextContent('Luxury');
    expect(screen.getByRole('table', { name: /bays per slot/ })).toHaveTextContent('10:00');
    expect(screen.getByText('Home deliveries a day: 3')).toBeInTheDocument();
  });

  it('refuses a negative count on its field without calling the server', async () => {
    const fetch = renderPage();
    const bays = await screen.findByLabelText('Bays');
    const user = userEvent.setup();
    await user.type(screen.getAllByLabelText('Starts at')[1]!, '08:00');
    await user.type(bays, '-1');
    await user.click(screen.getByRole('button', { name: 'Save bays' }));
    expect(bays).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(bays.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Cannot be negative.',
    );
    expect(sent(fetch, '/set-handover-bays')).toEqual([]);
  });

  it('sends a change for the chosen centre and shows the calendar the server answers', async () => {
    const fetch = renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Home deliveries a day'), '5');
    await user.click(screen.getByRole('button', { name: 'Save home deliveries' }));
    expect(await screen.findByText('Home deliveries a day: 5')).toBeInTheDocument();
    expect(sent(fetch, '/set-home-deliveries')).toEqual([
      { centreId: 'sydney-rosebery', deliveriesPerDay: 5 },
    ]);
  });

  it('removes a closed day with its button', async () => {
    const fetch = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove closed day 2026-12-24' }));
    expect(sent(fetch, '/remove-closure')).toEqual([{ centreId: 'sydney-rosebery', date: '2026-12-24' }]);
  });
});
