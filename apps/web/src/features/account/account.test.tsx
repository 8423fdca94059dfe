import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from './api/account-api';
import { AccountMenu } from './components/account-menu';

const signedIn: SessionInfo = { signedIn: true, email: 'ava@example.com', firstName: 'Ava', country: 'AU' };

function serve(replies: Record<string, unknown>) {
  const fetchMock = vi.fn(async (path: string) => {
    const data = replies[path];
    return new Response(JSON.stringify({ status: true, data }), {
      status: data === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(element: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  window.history.replaceState(null, '', '/au-en/');
  return render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

afterEach(() => vi.unstubAllGlobals());

describe('account', () => {
  it('offers Sign In and Create Account with the country, in a popup the keyboard opens and Escape closes', async () => {
    serve({ '/api/User/get-session': { signedIn: false, email: null, firstName: null, country: null } });
    renderAt(<AccountMenu country="AU" market="au-en" />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/gmauth/sign-in?country=AU',
    );
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/gmauth/sign-in?country=AU&screen=signup',
    );
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('shows My Orders, Profile and Sign Out once signed in', async () => {
    serve({ '/api/User/get-session': signedIn });
    renderAt(<AccountMenu country="AU" market="au-en" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hi, Ava' }));
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/au-en/my-orders');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/au-en/profile');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });
});
