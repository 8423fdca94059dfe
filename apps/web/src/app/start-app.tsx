import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startFirstScreenHandOver } from '../lib/first-screen';
import { locationStore } from '../state/location';
import { ShopRoot } from './shop-root';

/**
 * The shop's last start-up steps (main.ts): the hand-over from the drawn first screen, then, in a task of its own,
 * the first render.
 */
export function prepareApp(): void {
  // A first visit opens on the location dialog: fetch its chunk alongside the page's rather than after it.
  if (!locationStore.get().country) void import('../features/configurator/components/location-dialog');

  startFirstScreenHandOver(window.location.pathname);
}

export function startApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');

  // The first render, or hydration, as a transition: React renders it in slices and lets the browser handle input
  // between them (a plain render or hydration is a default update, one blocking task), so starting the app never
  // blocks the page for long on a slow phone. The build may have drawn the first screen into #root (`data-drawn`,
  // lib/first-screen.ts) from the same tree (`ShopRoot`): React hydrates it (decision 0048) rather than building it
  // again, so starting the app neither rebuilds nor restyles the page. The drawn page leaves its lazy parts to the
  // browser (React's error 419 for each such boundary is expected, not reported); any other difference (a visitor
  // whose stored choices change the first render) makes React render the page afresh, as before, and is reported.
  startTransition(() => {
    if (root.hasAttribute('data-drawn')) {
      hydrateRoot(root, <ShopRoot />, { onRecoverableError: reportUnlessLeftToTheBrowser });
    } else {
      createRoot(root).render(<ShopRoot />);
    }
  });
}

/** React's error for a Suspense boundary the server render left to the browser (lazy parts of the first screen). */
const leftToTheBrowser = /Minified React error #419|The server could not finish this Suspense boundary/;

function reportUnlessLeftToTheBrowser(error: unknown): void {
  if (leftToTheBrowser.test(String(error))) return;
  reportError(error);
}
