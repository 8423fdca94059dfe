import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { ok, sampleCard, serveApi } from '../../features/orders/orders.test-support';
import { checkoutHoldStore } from '../../state/checkout-hold';
import { PostSignIn } from './post-sign-in';

const signedIn = ok({ signedIn: true, email: 'ava@example.com', firstName: 'Ava', country: 'AU' });

function landAfterSignIn(replies: Parameters<typeof serveApi>[0]) {
  const api = serveApi(replies);
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  window.history.replaceState(null, '', '/au-en/auth');
  render(
    <QueryClientProvider client={client}>
      <Switch>
        <Route path="/au-en/auth">
          <PostSignIn market="au-en" />
        </Route>
        <Route path="/au-en/">
          <p>home page</p>
        </Route>
        <Route path="/au-en/my-orders">
          <p>my orders page</p>
        </Route>
        <Route path="/au-en/my-orders/*">
          <p>order detail page</p>
        </Route>
        <Route path="/nz-en/checkout">
          <p>checkout page</p>
        </Route>
      </Switch>
    </QueryClientProvider>,
  );
  return api.sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  checkoutHoldStore.set(null);
});

describe('the landing after sign-in (spec 002 section 2)', () => {
  it('opens the only order', async () => {
    landAfterSignIn({
      '/api/User/get-session': signedIn,
      '/api/Order/get-orders-by-email': ok([sampleCard]),
    });
    expect(await screen.findByText('order detail page')).toBeInTheDocument();
  });

  it('shows my orders with none or several', async () => {
    landAfterSignIn({
      '/api/User/get-session': signedIn,
      '/api/Order/get-orders-by-email': ok([sampleCard, { ...sampleCard, OrderID: 'ORD-2' }]),
    });
    expect(await screen.findByText('my orders page')).toBeInTheDocument();
  });

  it('returns to the checkout held in progress, before looking at orders', async () => {
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
    const sent = landAfterSignIn({ '/api/User/get-session': signedIn });
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
    expect(sent.map((call) => call.path)).toEqual(['/api/User/get-session']);
  });

  it('goes home when nobody is signed in', async () => {
    landAfterSignIn({
      '/api/User/get-session': ok({ signedIn: false, email: null, firstName: null, country: null }),
    });
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
