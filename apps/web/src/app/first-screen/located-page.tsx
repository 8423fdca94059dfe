import type { AustralianState, CountryCode } from '@showroom/domain';
import { QueryClient, skipToken } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { locationStore } from '../../state/location';
import { Providers } from '../providers';
import { AppRoutes } from '../routes';
import { dataBlock } from './data-block';

/**
 * The queries the server answers for its render: the same for every visitor at a location (the render's calls carry
 * no cookie). The visitor's own (the account's session) are left to the app, which asks as it always has.
 */
const sharedData = new Set(['catalogue', 'landing', 'offers', 'system']);

/** A located first screen: the markup of `#root` and the block with the data it was rendered with. */
export interface LocatedPage {
  root: string;
  data: string;
}

/**
 * The app at `path` for a visitor at `location` (from the cookie), as its first render paints it once it holds
 * the data the server sends with it: rendered once to learn which queries that render starts, then again with
 * their answers (the calls go where `sendCallsBy` says: the server's own process). A query that fails is left
 * out: the app runs it again, as it would have.
 */
export async function renderLocatedPage(
  path: string,
  location: { country: CountryCode; state?: AustralianState },
): Promise<LocatedPage> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const render = () => {
    // The stores are the module's own, shared by every render in the process: held only while this one runs.
    locationStore.set(location);
    try {
      return renderToString(
        <Providers client={client}>
          <Router ssrPath={path}>
            <AppRoutes />
          </Router>
        </Providers>,
      );
    } finally {
      locationStore.set({});
    }
  };
  render();
  const started = client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        sharedData.has(String(query.queryKey[0])) &&
        query.state.status === 'pending' &&
        query.options.queryFn !== skipToken,
    );
  await Promise.all(started.map((query) => query.fetch().catch(() => undefined)));
  client.removeQueries({ predicate: (query) => query.state.status === 'error' });
  const root = render();
  return { root, data: dataBlock(client) };
}
