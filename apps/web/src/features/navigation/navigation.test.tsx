import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalMenu } from './components/global-menu';
import { SiteFooter } from './components/site-footer';

const inRouter = (node: React.ReactNode) => {
  window.history.replaceState(null, '', '/au-en/');
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {node}
    </QueryClientProvider>,
  );
};

// The account popup asks whether this browser is signed in: a visitor here.
beforeEach(() => {
  const visitor = { status: true, data: { signedIn: false, email: null, firstName: null, country: null } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(visitor))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('GlobalMenu', () => {
  it('VEHICLES shows LYRIQ with Build & Price and Learn More, and two models arriving in 2026', async () => {
    const user = userEvent.setup();
    inRouter(<GlobalMenu country="AU" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const vehicles = within(nav).getByRole('button', { name: 'VEHICLES' });
    expect(vehicles).toHaveAttribute('aria-expanded', 'false');
    await user.click(vehicles);
    expect(vehicles).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Build & Price' })).toHaveAttribute('href', '/au-en/');
    expect(within(nav).getByRole('link', { name: /Learn More/ })).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: /OPTIQ/ })).toHaveTextContent('ARRIVING 2026');
    expect(within(nav).getByRole('link', { name: /VISTIQ/ })).toHaveTextContent('ARRIVING 2026');
  });

  it('Escape closes a dropdown and puts focus back on its button; opening SHOP closes VEHICLES', async () => {
    const user = userEvent.setup();
    inRouter(<GlobalMenu country="NZ" />);
    const vehicles = screen.getByRole('button', { name: 'VEHICLES' });
    const shop = screen.getByRole('button', { name: 'SHOP' });
    await user.click(vehicles);
    await user.click(shop);
    expect(vehicles).toHaveAttribute('aria-expanded', 'false');
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(shop.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => a.textContent?.replace(' (opens in a new tab)', '')),
    ).toEqual(['BUILD & PRICE', 'EXPLORE INVENTORY', 'TEST DRIVE', 'VISIT US IN AUCKLAND']);
    expect(within(panel).getByRole('link', { name: 'EXPLORE INVENTORY' })).toHaveAttribute(
      'href',
      '/nz-en/inventory',
    );
    await user.keyboard('{Escape}');
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    expect(shop).toHaveFocus();
  });

  it('has TEST DRIVE, the account slot and the drawer with its four groups', async () => {
    const user = userEvent.setup();
    inRouter(<GlobalMenu country="AU" account={<button type="button">Account</button>} />);
    expect(screen.getByRole('link', { name: 'TEST DRIVE' })).toHaveAttribute('href', '/au-en/test-drive');
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'MENU' });
    expect(
      within(drawer)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['LYRIQ', 'UPCOMING VEHICLES', 'DISCOVER', 'OWNERSHIP']);
    await user.click(within(drawer).getByRole('link', { name: 'Explore Inventory' }));
    expect(screen.queryByRole('dialog', { name: 'MENU' })).not.toBeInTheDocument();
  });
});

describe('SiteFooter', () => {
  it('has GET UPDATES, the links, four social links, disclaimers 1-5 with anchors and the copyright bar', () => {
    inRouter(<SiteFooter country="AU" />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'GET UPDATES' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/au-en/privacy');
    const social = within(footer).getByRole('list', { name: 'Cadillac on social media' });
    expect(within(social).getAllByRole('link')).toHaveLength(4);
    const notes = within(footer).getByRole('list', { name: 'Disclaimers' });
    const items = within(notes).getAllByRole('listitem');
    expect(items.map((li) => li.id)).toEqual([
      'disclaimer-1',
      'disclaimer-2',
      'disclaimer-3',
      'disclaimer-4',
      'disclaimer-5',
    ]);
    expect(items[2]).toHaveTextContent('WLTP');
    expect(footer).toHaveTextContent('© 2024 Cadillac');
  });
});
