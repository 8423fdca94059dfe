import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * The id of the JSON block (not a script that runs: the CSP allows none inline) in which the server's render of a
 * located first screen sends the data it rendered with (apps/server/src/platform/located-page.ts).
 */
export const firstScreenDataId = 'first-screen-data';

/** Puts the data the server rendered the page with into `client`, before the app's first render reads it. */
export function hydrateFirstScreenData(client: QueryClient): void {
  if (typeof document === 'undefined') return;
  const block = document.getElementById(firstScreenDataId);
  if (!block?.textContent) return;
  try {
    hydrate(client, JSON.parse(block.textContent) as DehydratedState);
  } catch {
    // A block that does not read: the queries run as on any other page.
  }
}
