import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { FirstScreenReleased } from '../lib/first-screen';
import { useTransitionLocation, useTransitionSearch } from '../lib/navigation';
import { Providers } from './providers';
import { AppRoutes } from './routes';

/**
 * The shop's whole tree, the same in the browser and in the build's render of the first screen (`ssrPath`, and its
 * own query `client`), so React can hydrate that render (decision 0048).
 */
export function ShopRoot({ ssrPath, client }: { ssrPath?: string; client?: QueryClient }) {
  return (
    <StrictMode>
      <FirstScreenReleased />
      <Providers client={client}>
        <Router hook={useTransitionLocation} searchHook={useTransitionSearch} ssrPath={ssrPath}>
          <AppRoutes />
        </Router>
      </Providers>
    </StrictMode>
  );
}
