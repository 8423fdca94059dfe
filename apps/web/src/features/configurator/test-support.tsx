import { emptyConfiguration } from '@showroom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { configurationStore, defaultConfigStore } from '../../state/configuration';
import { customerTypeStore } from '../../state/customer-type';
import { type Location, locationStore } from '../../state/location';
import countryAndState from './api/fixtures/country-and-state.json';
import exteriorLuxury from './api/fixtures/exterior-au-luxury.json';
import exteriorSport from './api/fixtures/exterior-au-sport.json';
import interiors from './api/fixtures/interior-au-sport-swh.json';
import options from './api/fixtures/options-au.json';
import variantsAu from './api/fixtures/variants-au-nsw.json';
import variantsNz from './api/fixtures/variants-nz.json';
import { Configurator } from './components/configurator';

/* Test helpers: the configurator against replies recorded from the real server (api/fixtures). */

type Body = Record<string, string | undefined>;

/** Serves the recorded catalogue replies by path (and body where the reply depends on it); records each call. */
export function serveCatalogue(overrides: Record<string, (body: Body) => unknown> = {}) {
  const routes: Record<string, (body: Body) => unknown> = {
    '/api/CountryState/get-country-and-state': () => countryAndState,
    '/api/Vehicle/get-variants': (body) => (body.Country === 'NZ' ? variantsNz : variantsAu),
    '/api/Vehicle/get-exterior': (body) => (body.VariantID === 'AU-SPORT' ? exteriorSport : exteriorLuxury),
    '/api/Vehicle/get-interior': () => interiors,
    '/api/Vehicle/get-vehicle-options': () => options,
    ...overrides,
  };
  const calls: { path: string; body: Body }[] = [];
  const fetchMock = vi.fn(async (path: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Body) : {};
    calls.push({ path, body });
    const route = routes[path];
    const reply = route ? route(body) : { status: false, message: 'Not found', errorCode: 'NotFound' };
    return new Response(JSON.stringify(reply), {
      status: route ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** Resets the cross-feature stores and storage between tests. */
export function resetStores(location: Location = {}) {
  localStorage.clear();
  locationStore.set(location);
  configurationStore.set(emptyConfiguration());
  defaultConfigStore.set({});
  customerTypeStore.set('Private');
}

function WhereAmI() {
  const [pathname] = useLocation();
  const search = useSearch();
  return <output data-testid="where">{search ? `${pathname}?${search}` : pathname}</output>;
}

/**
 * Renders the configurator of a market at `path`, as if reached from another page of the app (so without the
 * pre-loader), with a fresh query cache.
 */
export function renderConfigurator(path = '/au-en/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  window.history.replaceState(null, '', path);
  return render(
    <QueryClientProvider client={client}>
      <Switch>
        <Route path="/au-en/">
          <Configurator key="AU" country="AU" />
        </Route>
        <Route path="/nz-en/">
          <Configurator key="NZ" country="NZ" />
        </Route>
        <Route>null</Route>
      </Switch>
      <WhereAmI />
    </QueryClientProvider>,
  );
}
