import { countries, countryOfMarket, isCompleteLocation, marketOf, sameName } from '@showroom/domain';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Redirect, Route, Switch, useLocation, useParams, useSearch } from 'wouter';
import { PageSpinner } from '../components/page-spinner';
import { useMaintenanceRedirect } from '../features/maintenance';
import { releaseFirstScreenDialog } from '../lib/first-screen';
import { useStore } from '../state/create-store';
import { locationStore } from '../state/location';
import { DevModeSwitch } from './dev-mode-switch';
import ConfiguratorPage from './pages/configurator-page';
import { ShopLayout } from './shop-layout';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

const CheckoutPage = lazy(() => import('./pages/checkout-page'));
const ConfirmTestDrivePage = lazy(() => import('./pages/confirm-test-drive-page'));
const InventoryPage = lazy(() => import('./pages/inventory-page'));
const OrderSuccessPage = lazy(() => import('../features/checkout/components/order-success-page'));
const OrderWaitlistedPage = lazy(() => import('../features/checkout/components/order-waitlisted-page'));
const LinkRedirectPage = lazy(() => import('./pages/link-redirect-page'));
const MaintenancePage = lazy(() => import('./pages/maintenance-page'));
const NewVehicleInventoryPage = lazy(() => import('./pages/new-vehicle-inventory-page'));
const MarketPicker = lazy(() => import('./market-picker'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const PrivacyPage = lazy(() => import('./pages/privacy-page'));
const RequestACallPage = lazy(() => import('./pages/request-a-call-page'));
const SharedLinkPage = lazy(() => import('./pages/shared-link-page'));
const TestDrivePage = lazy(() => import('./pages/test-drive-page'));
const UnsupportedMarketPage = lazy(() => import('./pages/unsupported-market-page'));
const ViewTestDrivePage = lazy(() => import('./pages/view-test-drive-page'));
const accountPages = () => import('./pages/account-pages');
const AuthPage = lazy(() => accountPages().then((m) => ({ default: m.AuthPage })));
const SignInPage = lazy(() => accountPages().then((m) => ({ default: m.SignInPage })));
const orderPages = () => import('./pages/order-pages');
const MyOrdersPage = lazy(() => orderPages().then((m) => ({ default: m.MyOrdersPage })));
const OrderDetailPage = lazy(() => orderPages().then((m) => ({ default: m.OrderDetailPage })));
const ProfilePage = lazy(() => accountPages().then((m) => ({ default: m.ProfilePage })));
const DataPrivacyPage = lazy(() => accountPages().then((m) => ({ default: m.DataPrivacyPage })));
const AccountDeletedPage = lazy(() => accountPages().then((m) => ({ default: m.AccountDeletedPage })));

/** `xx-yy` in the first segment is a market code, supported or not. */
const marketPattern = /^[a-z]{2}-[a-z]{2}$/i;

function MarketRoutes() {
  const { market = '' } = useParams();
  const [pathname] = useLocation();
  const search = useSearch();
  const country = countryOfMarket(market.toLowerCase());
  if (!country) {
    if (marketPattern.test(market)) return <UnsupportedMarketPage market={market} />;
    // The first segment is a page, not a market: ask for the market, then go to the same path under it.
    return <MarketPicker path={search ? `${pathname}?${search}` : pathname} />;
  }
  return <MarketPages market={marketOf(country)} country={country} />;
}

/**
 * The maintenance check as a leaf of its own: its answer (a query) re-renders this component alone, not the page it
 * guards, so its arrival at start-up is no long task.
 */
function MaintenanceRedirect({ market }: { market: string }): null {
  useMaintenanceRedirect(market);
  return null;
}

function MarketPages({ market, country }: { market: string; country: 'AU' | 'NZ' }) {
  return (
    <ShopLayout country={country}>
      <MaintenanceRedirect market={market} />
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/:market">
            <ConfiguratorPage country={country} />
          </Route>
          {/* The spec's configure route: the same configurator and query parameters as the root. */}
          <Route path="/:market/configure">
            <ConfiguratorPage country={country} />
          </Route>
          <Route path="/:market/privacy">
            <PrivacyPage market={market} />
          </Route>
          <Route path="/:market/inventory">
            <InventoryPage country={country} />
          </Route>
          <Route path="/:market/new-vehicle-inventory">
            <NewVehicleInventoryPage />
          </Route>
          <Route path="/:market/checkout">
            <CheckoutPage country={country} />
          </Route>
          {/* order-confirmation is the spec's name for the same page (spec 002 section 2). */}
          {['order-success', 'order-confirmation'].map((page) => (
            <Route
              key={page}
              path={`/:market/${page}/:customerId/:customerNo/:orderId/:orderNo/:paymentId/:country`}
            >
              <OrderSuccessPage country={country} />
            </Route>
          ))}
          <Route path="/:market/order-waitlisted/:webkey">
            <OrderWaitlistedPage country={country} />
          </Route>
          <Route path="/:market/maintenance">
            <MaintenancePage market={market} />
          </Route>
          <Route path="/:market/auth">
            <AuthPage market={market} />
          </Route>
          <Route path="/:market/sign-in">
            <SignInPage country={country} />
          </Route>
          <Route path="/:market/my-orders">
            <MyOrdersPage market={market} />
          </Route>
          <Route path="/:market/my-orders/:orderId/:orderNo/:customerId/:customerNo/:country">
            <OrderDetailPage market={market} />
          </Route>
          <Route path="/:market/profile">
            <ProfilePage market={market} />
          </Route>
          <Route path="/:market/data-privacy">
            <DataPrivacyPage market={market} />
          </Route>
          <Route path="/:market/account-deleted">
            <AccountDeletedPage market={market} />
          </Route>
          <Route path="/:market/links/:linkKey">
            <SharedLinkPage key={country} country={country} />
          </Route>
          <Route path="/:market/request-a-call/:QRcode?">
            <RequestACallPage />
          </Route>
          <Route path="/:market/test-drive/:first?/:second?">
            <TestDrivePage country={country} />
          </Route>
          <Route path="/:market/view-test-drive/:webkey">
            <ViewTestDrivePage country={country} />
          </Route>
          <Route path="/:market/confirm-test-drive/:token">
            <ConfirmTestDrivePage country={country} />
          </Route>
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </ShopLayout>
  );
}

/**
 * The bare root: a visitor with a stored location, or an address naming the country (prefill links), goes to
 * that market's root with the same query; anyone else picks a country first.
 */
function Root() {
  const search = useSearch();
  const stored = useStore(locationStore);
  const named = new URLSearchParams(search).get('selectedCountry') ?? '';
  const query = search ? `?${search}` : '';
  const country =
    countries.find((c) => sameName(c.code, named) || sameName(c.name, named))?.code ??
    (isCompleteLocation(stored.country, stored.state) ? stored.country : undefined);
  if (country) return <Redirect to={`/${marketOf(country)}/${query}`} replace />;
  return <MarketPicker path={`/${query}`} />;
}

/** A page the app moves to at once (a redirect) opens no location dialog of the first screen's. */
function useReleaseFirstScreenOnNavigate(): void {
  const [pathname] = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) releaseFirstScreenDialog();
  }, [pathname]);
}

export function AppRoutes() {
  useScrollOnNavigate();
  useReleaseFirstScreenOnNavigate();
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/">
          <Root />
        </Route>
        <Route path="/__dev/on">
          <DevModeSwitch on />
        </Route>
        <Route path="/__dev/off">
          <DevModeSwitch on={false} />
        </Route>
        <Route path="/links/:linkKey">
          <LinkRedirectPage />
        </Route>
        <Route path="/:market/*?">
          <MarketRoutes />
        </Route>
      </Switch>
    </Suspense>
  );
}
