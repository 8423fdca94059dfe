import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation, useSearch } from 'wouter';
import { devModeStore } from '../state/dev-mode';
import { locationStore } from '../state/location';
import { AppRoutes } from './routes';

function WhereAmI() {
  const [pathname] = useLocation();
  const search = useSearch();
  return <output data-testid="where">{search ? `${pathname}?${search}` : pathname}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  window.history.replaceState(null, '', path);
  return render(
    <QueryClientProvider client={client}>
      <AppRoutes />
      <WhereAmI />
    </QueryClientProvider>,
  );
}

describe('app routes', () => {
  beforeEach(() => {
    localStorage.clear();
    locationStore.set({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('/__dev/on and /__dev/off set and clear the devMode flag, then go home', async () => {
    renderAt('/__dev/on');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(devModeStore.get()).toBe(true);
    expect(localStorage.getItem('showroom.devMode')).toBe('true');
    renderAt('/__dev/off');
    await waitFor(() => expect(devModeStore.get()).toBe(false));
  });

  it('sends a returning visitor from the bare root to the market of the stored location', async () => {
    locationStore.set({ country: 'NZ' });
    renderAt('/');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/nz-en\/$/));
  });

  it('sends a prefill link at the bare root to the named market with its parameters', async () => {
    renderAt('/?selectedCountry=Australia&selectedState=NSW');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/au-en/'));
  });

  it('asks a new visitor for a country', async () => {
    renderAt('/');
    expect(await screen.findByRole('dialog', { name: 'SELECT YOUR COUNTRY' })).toBeInTheDocument();
  });

  it('opens the thank-you page under the spec’s order-confirmation route too', async () => {
    renderAt('/au-en/order-confirmation/C-1/AU000001/ORD-1/SR-100001/PAY-100001-1/AU');
    expect(await screen.findByRole('heading', { name: /thank you for your order/i })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your order could not be loaded.');
    expect(
      screen.getByText('Please contact cadillac Concierge on 1800 223 455 with your reference SR-100001.'),
    ).toBeInTheDocument();
  });

  it('matches static segments in any case, and leaves a page no route names to not-found', async () => {
    const { unmount } = renderAt('/AU-EN/Order-Confirmation/C-1/AU000001/ORD-1/SR-100001/PAY-100001-1/AU');
    expect(await screen.findByRole('heading', { name: /thank you for your order/i })).toBeInTheDocument();
    unmount();
    renderAt('/au-en/nowhere/at/all');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('asks for the market of a path that names a page, not a market', async () => {
    renderAt('/checkout?x=1');
    expect(await screen.findByRole('dialog', { name: 'SELECT YOUR COUNTRY' })).toBeInTheDocument();
  });
});
