// Built for Node only (vite.first-screen.config.ts), never shipped to the browser: renders the first screens from
// the same components the app paints. At build time, those of a visitor without a location
// (docs/decisions/0027-first-screen-in-the-html.md); per request on the server, those of a visitor whose cookie
// names a location (docs/decisions/0047-the-first-screen-works-without-the-script.md).
import { countryStateList } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { DrawnInPlace } from '../../components/body-portal';
import { countryAndStateQuery } from '../../features/configurator/api/configurator-api';
import LocationDialog from '../../features/configurator/components/location-dialog';
import { Providers } from '../providers';
import { ShopRoot } from '../shop-root';
import { dataBlock } from './data-block';

export { sendCallsBy } from '../../lib/api-transport';
export { renderLocatedPage } from './located-page';

/** A query client that knows the countries and states the dialog lists (the same list the API answers). */
function withCountryList(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(countryAndStateQuery.queryKey, countryStateList());
  return client;
}

/**
 * The app at `path` as its first render paints it for a visitor without a location: no data yet, the lazy parts
 * as their fallbacks (the location dialog is one of them: see `renderLocationDialog`).
 */
export function renderPage(path: string): string {
  return renderToString(<ShopRoot ssrPath={path} client={new QueryClient()} />);
}

/**
 * The location dialog of the page at `path` as it first opens, a form that works without the app's script: both
 * lists filled, `country` already chosen (the inventory, or Australia chosen without a state). With the block of
 * its data, so React's dialog has the lists from its first render too.
 */
export function renderLocationDialog(path: string, country?: CountryCode): { dialog: string; data: string } {
  const client = withCountryList();
  const dialog = renderToString(
    <Providers client={client}>
      <Router ssrPath={path}>
        <DrawnInPlace value>
          <LocationDialog
            initial={country ? { country } : {}}
            dismissible={false}
            drawn
            onConfirm={() => {}}
            onClose={() => {}}
          />
        </DrawnInPlace>
      </Router>
    </Providers>,
  );
  return { dialog, data: dataBlock(client) };
}
