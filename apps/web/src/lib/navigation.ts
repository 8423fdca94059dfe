// What the app reads of the address beyond wouter's own hooks (docs/decisions/0040-one-form-style-one-data-style-wouter.md):
// a new address rendered as a transition, the #hash, whether the last move was Back/Forward, and whether this is
// still the visit's first page. Routes, links, params and the query are wouter's (`Switch`, `Route`, `Link`,
// `Redirect`, `useParams`, `useSearchParams`).
import { useDeferredValue } from 'react';
import { type BaseLocationHook, type BaseSearchHook, useLocation } from 'wouter';
import { useBrowserLocation, useLocationProperty, useSearch } from 'wouter/use-browser-location';

/**
 * The browser's path, deferred: a new address renders in the background and the page on screen stays until the
 * next one (its lazy chunk included) is ready, as the app's routes have always rendered.
 */
export const useTransitionLocation: BaseLocationHook = (options?: { ssrPath?: string }) => {
  const [path, navigate] = useBrowserLocation(options);
  return [useDeferredValue(path), navigate];
};

/** The browser's query, deferred with its path. */
export const useTransitionSearch: BaseSearchHook = (options?: { ssrSearch?: string }) =>
  useDeferredValue(useSearch(options));

/** The address's #hash (with the #), deferred with its path; none on the server. */
export const useHash = (): string =>
  useDeferredValue(
    useLocationProperty(
      () => window.location.hash,
      () => '',
    ),
  );

/** How the address last changed: Back or Forward (and the first page) are 'POP'. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

let lastMove: NavigationType = 'POP';
let moved = false;
if (typeof window !== 'undefined') {
  // wouter's history patch announces pushState and replaceState as events of the same names.
  for (const [event, type] of [
    ['popstate', 'POP'],
    ['pushState', 'PUSH'],
    ['replaceState', 'REPLACE'],
  ] as const) {
    window.addEventListener(event, () => {
      lastMove = type;
      moved = true;
    });
  }
}

/** How the address last changed, read as the page renders after it. */
export const navigationType = (): NavigationType => lastMove;

/** Whether the visitor is still on the page the visit opened: no move within the app yet. */
export const onFirstPage = (): boolean => !moved;

/** Goes to a path below the router's base: `navigate(to, { replace, state })`, the same function each render. */
export const useNavigate = () => useLocation()[1];
