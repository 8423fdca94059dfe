import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutHoldStore } from '../../state/checkout-hold';
import { devModeStore } from '../../state/dev-mode';
import type { SessionInfo } from './api/account-api';
import { AccountMenu } from './components/account-menu';
import { MyOrders } from './components/my-orders';
import { OrderDetail } from './components/order-detail';
import { orderDetailPath } from './components/order-paths';
import { PostSignIn } from './components/post-sign-in';

const order = {
  Country: 'AU' as const,
  OrderID: 'O-1',
  OrderNo: 'ORD001',
  CustomerID: 'C-1',
  CustomerNo: 'AU000001',
  VariantName: 'LYRIQ Sport',
  VariantImage: '/media/x.svg',
  ExteriorName: 'Stellar Black',
  InteriorName: 'Sky Cool Grey',
  OrderDate: '2026-11-01T01:00:00.000Z',
  OrderStatus: 'Ordered',
  IsShowActionRequiredWording: false,
};
const signedIn: SessionInfo = { signedIn: true, email: 'ava@example.com', firstName: 'Ava', country: 'AU' };
const ids = {
  yanaCustomerID: 'C-1',
  yanaCustomerNo: 'AU000001',
  nzYanaCustomerID: null,
  nzYanaCustomerNo: null,
};

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

function renderAt(path: string, element: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/au-en/auth" element={element} />
          <Route path="/au-en/" element={element} />
          <Route path="/au-en/my-orders" element={<p>my orders page</p>} />
          <Route path="/au-en/my-orders/*" element={<p>order detail page</p>} />
          <Route path="/nz-en/checkout" element={<p>checkout page</p>} />
          <Route
            path="/au-en/orders/:orderId/:orderNo/:customerId/:customerNo/:country"
            element={<OrderDetail market="au-en" session={signedIn} />}
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  checkoutHoldStore.set(null);
  devModeStore.set(false);
});

describe('account', () => {
  it('offers Sign In and Create Account with the country, in a popup the keyboard opens and Escape closes', async () => {
    serve({ '/api/User/get-session': { signedIn: false, email: null, firstName: null, country: null } });
    renderAt('/au-en/', <AccountMenu country="AU" market="au-en" />);
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
    renderAt('/au-en/', <AccountMenu country="AU" market="au-en" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hi, Ava' }));
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/au-en/my-orders');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/au-en/profile');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });

  it('lands on the only order after sign-in, base64 ids in its path', async () => {
    serve({
      '/api/User/get-session': signedIn,
      '/api/User/set-session': ids,
      '/api/Order/get-orders-by-customerID': [order],
    });
    renderAt('/au-en/auth', <PostSignIn market="au-en" />);
    expect(await screen.findByText('order detail page')).toBeInTheDocument();
  });

  it('returns to the checkout held in progress, before looking at orders', async () => {
    const fetchMock = serve({ '/api/User/get-session': signedIn });
    const customer = {
      customerType: 'Private' as const,
      businessName: '',
      abn: '',
      firstName: 'Ava',
      lastName: 'Nguyen',
      email: 'ava@example.com',
      confirmEmail: 'ava@example.com',
      mobile: '0412345678',
    };
    checkoutHoldStore.set({ market: 'nz-en', customer });
    renderAt('/au-en/auth', <PostSignIn market="au-en" />);
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/User/get-session']);
    expect(JSON.parse(sessionStorage.getItem('showroom.checkoutCustomer') ?? 'null')).toEqual({
      market: 'nz-en',
      customer,
    });
  });

  it("shows an order of the customer's own from its base64 path, and nothing for other ids", async () => {
    serve({ '/api/User/set-session': ids, '/api/Order/get-orders-by-customerID': [order] });
    const path = orderDetailPath('au-en', order).replace('/my-orders/', '/orders/');
    const view = renderAt(path, null);
    expect(await screen.findByRole('heading', { name: 'Order ORD001' })).toBeInTheDocument();
    expect(screen.getByText('Stellar Black')).toBeInTheDocument();
    view.unmount();
    renderAt(path.replace(btoa('O-1'), btoa('O-9')), null);
    expect(await screen.findByText('We could not find this order among yours.')).toBeInTheDocument();
  });

  it('lands on my orders with none or several', async () => {
    serve({
      '/api/User/get-session': signedIn,
      '/api/User/set-session': ids,
      '/api/Order/get-orders-by-customerID': [order, { ...order, OrderID: 'O-2' }],
    });
    renderAt('/au-en/auth', <PostSignIn market="au-en" />);
    expect(await screen.findByText('my orders page')).toBeInTheDocument();
  });

  it('lists the order cards, and shows the empty garage instead while the developer flag is set', async () => {
    serve({ '/api/User/set-session': ids, '/api/Order/get-orders-by-customerID': [order] });
    const view = renderAt('/au-en/', <MyOrders market="au-en" session={signedIn} />);
    expect(await screen.findByRole('link', { name: 'VIEW DETAILS' })).toHaveAttribute(
      'href',
      orderDetailPath('au-en', order),
    );
    expect(screen.getByText(/Order ORD001 · 1 November 2026 · Ordered/)).toBeInTheDocument();
    view.unmount();
    devModeStore.set(true);
    renderAt('/au-en/', <MyOrders market="au-en" session={signedIn} />);
    expect(await screen.findByRole('heading', { name: 'Your Garage Is Empty' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'VIEW DETAILS' })).toBeNull();
  });

  it("shows 'Your Garage Is Empty' with Existing Stock and Configurator", async () => {
    serve({ '/api/User/set-session': ids, '/api/Order/get-orders-by-customerID': [] });
    renderAt('/au-en/', <MyOrders market="au-en" session={signedIn} />);
    expect(await screen.findByRole('heading', { name: 'Your Garage Is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Existing Stock' })).toHaveAttribute(
      'href',
      '/au-en/inventory?shopfront=1',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Configurator' })).toHaveAttribute('href', '/au-en/'),
    );
  });
});
