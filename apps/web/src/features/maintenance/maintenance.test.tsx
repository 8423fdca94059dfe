import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch, useLocation } from 'wouter';
import MaintenancePage from './components/maintenance-page';
import { isLockedOut, readTestCode } from './hooks/test-code';
import { useMaintenanceRedirect } from './hooks/use-maintenance-redirect';

function serve(state: { isShow: boolean; maintenanceCode: string }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ status: true, data: state }), { status: 200 })),
  );
}

function Shop() {
  useMaintenanceRedirect('au-en');
  const [pathname] = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  window.history.replaceState(null, '', path);
  return render(
    <QueryClientProvider client={client}>
      <Switch>
        <Route path="/au-en/maintenance">
          <MaintenancePage market="au-en" />
        </Route>
        <Route>
          <Shop />
        </Route>
      </Switch>
    </QueryClientProvider>,
  );
}

describe('maintenance mode (spec 000 section 4)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('locks out visitors whose stored test code differs from the server code', () => {
    expect(isLockedOut({ isShow: true, maintenanceCode: 'abc' }, null)).toBe(true);
    expect(isLockedOut({ isShow: true, maintenanceCode: 'abc' }, 'abc')).toBe(false);
    expect(isLockedOut({ isShow: false, maintenanceCode: 'abc' }, null)).toBe(false);
  });

  it("sends a visitor to the maintenance page: 'We'll be right back' and a button to learn about the model", async () => {
    serve({ isShow: true, maintenanceCode: 'abc' });
    renderAt('/au-en/');
    expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
    const learn = screen.getByRole('button', { name: 'Learn about LYRIQ' });
    expect(learn).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(learn);
    expect(screen.getByText('530 km')).toBeVisible();
  });

  it('stores the maintenance query parameter as the test code and lets its holder through', async () => {
    serve({ isShow: true, maintenanceCode: 'abc' });
    renderAt('/au-en/?maintenance=abc');
    await waitFor(() => expect(readTestCode()).toBe('abc'));
    expect(screen.getByTestId('where')).toHaveTextContent('/au-en/');
    expect(screen.queryByRole('heading', { name: "We'll be right back" })).toBeNull();
  });

  it('returns to the shop from the maintenance page once maintenance is over', async () => {
    serve({ isShow: false, maintenanceCode: 'abc' });
    renderAt('/au-en/maintenance');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/au-en/'));
  });
});
