import { countries, countryOfMarket, isCompleteLocation, marketOf, sameName } from '@showroom/domain';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { PageSpinner } from '../components/page-spinner';
import { useMaintenanceRedirect } from '../features/maintenance';
import { releaseFirstScreenDialog } from '../lib/first-screen';
import { Navigate, Route, Routes, useLocation, useParams } from '../lib/router';
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
  const location = useLocation();
  const country = countryOfMarket(market.toLowerCase());
  if (!country) {
    if (marketPattern.test(market)) return <UnsupportedMarketPage market={market} />;
    // The first segment is a page, not a market: ask for the market, then go to the same path under it.
    return <MarketPicker path={location.pathname + location.search} />;
  }
  return <MarketPages market={marketOf(country)} country={country} />;
}

function MarketPages({ market, country }: { market: string; country: 'AU' | 'NZ' }) {
  useMaintenanceRedirect(market);
  return (
    <ShopLayout country={country}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route index element={<ConfiguratorPage country={country} />} />
          {/* The spec's configure route: the same configurator and query parameters as the root. */}
          <Route path="configure" element={<ConfiguratorPage country={country} />} />
          <Route path="privacy" element={<PrivacyPage market={market} />} />
          <Route path="inventory" element={<InventoryPage country={country} />} />
          <Route path="new-vehicle-inventory" element={<NewVehicleInventoryPage />} />
          <Route path="checkout" element={<CheckoutPage country={country} />} />
          {/* order-confirmation is the spec's name for the same page (spec 002 section 2). */}
          {['order-success', 'order-confirmation'].map((page) => (
            <Route
              key={page}
              path={`${page}/:customerId/:customerNo/:orderId/:orderNo/:paymentId/:country`}
              element={<OrderSuccessPage country={country} />}
            />
          ))}
          <Route path="order-waitlisted/:webkey" element={<OrderWaitlistedPage country={country} />} />
          <Route path="maintenance" element={<MaintenancePage market={market} />} />
          <Route path="auth" element={<AuthPage market={market} />} />
          <Route path="sign-in" element={<SignInPage country={country} />} />
          <Route path="my-orders" element={<MyOrdersPage market={market} />} />
          <Route
            path="my-orders/:orderId/:orderNo/:customerId/:customerNo/:country"
            element={<OrderDetailPage market={market} />}
          />
          <Route path="profile" element={<ProfilePage market={market} />} />
          <Route path="data-privacy" element={<DataPrivacyPage market={market} />} />
          <Route path="account-deleted" element={<AccountDeletedPage market={market} />} />
          <Route path="links/:linkKey" element={<SharedLinkPage key={country} country={country} />} />
          <Route path="request-a-call/:QRcode?" element={<RequestACallPage />} />
          <Route path="test-drive/:first?/:second?" element={<TestDrivePage country={country} />} />
          <Route path="view-test-drive/:webkey" element={<ViewTestDrivePage country={country} />} />
          <Route path="confirm-test-drive/:token" element={<ConfirmTestDrivePage country={country} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ShopLayout>
  );
}

/**
 * The bare root: a visitor with a stored location, or an address naming the country (prefill links), goes to
 * that market's root with the same query; anyone else picks a country first.
 */
function Root() {
  const { search } = useLocation();
  const stored = useStore(locationStore);
  const named = new URLSearchParams(search).get('selectedCountry') ?? '';
  const country =
    countries.find((c) => sameName(c.code, named) || sameName(c.name, named))?.code ??
    (isCompleteLocation(stored.country, stored.state) ? stored.country : undefined);
  if (country) return <Navigate to={`/${marketOf(country)}/${search}`} replace />;
  return <MarketPicker path={`/${search}`} />;
}

/** A page the app moves to at once (a redirect) opens no location dialog of the first screen's. */
function useReleaseFirstScreenOnNavigate(): void {
  const { pathname } = useLocation();
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
      <Routes>
        <Route path="/" element={<Root />} />
        <Route path="/__dev/on" element={<DevModeSwitch on />} />
        <Route path="/__dev/off" element={<DevModeSwitch on={false} />} />
        <Route path="/links/:linkKey" element={<LinkRedirectPage />} />
        <Route path="/:market/*" element={<MarketRoutes />} />
      </Routes>
    </Suspense>
  );
}
