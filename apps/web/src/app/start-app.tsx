import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { FirstScreenReleased, startFirstScreenHandOver } from '../lib/first-screen';
import { useTransitionLocation, useTransitionSearch } from '../lib/navigation';
import { locationStore } from '../state/location';
import { Providers } from './providers';
import { AppRoutes } from './routes';

/** The shop's last start-up step (main.ts): the first render. */
export function startApp(): void {
  // A first visit opens on the location dialog: fetch its chunk alongside the page's rather than after it.
  if (!locationStore.get().country) void import('../features/configurator/components/location-dialog');

  startFirstScreenHandOver(window.location.pathname);

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');

  // The server may have drawn the first screen into #root (lib/first-screen.ts): React's first render replaces it
  // with the same markup, rather than hydrating it, so data the HTML could not hold never has to match.
  // The first render as a transition: React renders in slices and lets the browser handle input between them, so
  // starting the app never blocks the page for long on a slow phone.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <FirstScreenReleased />
        <Providers>
          <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
            <AppRoutes />
          </Router>
        </Providers>
      </StrictMode>,
    );
  });
}
