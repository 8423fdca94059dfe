// Built for Node only (vite.first-screen.config.ts), never shipped to the browser: renders the first screen of
// the pages the server prerenders (docs/decisions/0027-first-screen-in-the-html.md), from the same components the
// app paints, so the HTML shows what React's first render will show.
import type { CountryCode } from '@showroom/domain';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import LocationDialog from '../../features/configurator/components/location-dialog';
import { Providers } from '../providers';
import { AppRoutes } from '../routes';

/**
 * The app at `path` as its first render paints it for a visitor without a location: no data yet, the lazy parts
 * as their fallbacks (the location dialog is one of them: see `renderLocationDialog`).
 */
export function renderPage(path: string): string {
  return renderToString(
    <Providers>
      <Router ssrPath={path}>
        <AppRoutes />
      </Router>
    </Providers>,
  );
}

/** The location dialog as it first opens (lists loading), `country` already chosen on the inventory. */
export function renderLocationDialog(country?: CountryCode): string {
  return renderToString(
    <Providers>
      <LocationDialog
        initial={country ? { country } : {}}
        dismissible={false}
        onConfirm={() => {}}
        onClose={() => {}}
      />
    </Providers>,
  );
}
