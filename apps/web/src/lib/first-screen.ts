import { countryOfMarket } from '@showroom/domain';
import { useLayoutEffect } from 'react';
import { isLocatedIn, locationStore } from '../state/location';

/**
 * The HTML of a landing or inventory page comes with its first screen already drawn (the server's
 * first-screen.ts; docs/decisions/0027-first-screen-in-the-html.md). React replaces #root's part at its first
 * render; the location dialog drawn beside #root stays until React's own dialog takes its place, or goes at once
 * when React will open none.
 */
export function releaseFirstScreenDialog(): void {
  document.getElementById('first-screen-dialog')?.remove();
}

/** React's first commit has replaced a drawn first screen: #root takes input again. */
export function FirstScreenReleased(): null {
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return null;
}

/** The cookie that tells the server whether to draw the location dialog into the page (first visit or not). */
export const locationCookie = 'showroom-location';

function writeLocationCookie(): void {
  const { country, state } = locationStore.get();
  const value = country ? `${country}${state ? `-${state}` : ''}` : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves (Firefox)
  document.cookie = `${locationCookie}=${value}; path=/; max-age=${value ? 31_536_000 : 0}; samesite=lax`;
}

/** At start-up: keep the cookie in step with the stored location, and drop a dialog React will not open. */
export function startFirstScreenHandOver(pathname: string): void {
  writeLocationCookie();
  locationStore.subscribe(writeLocationCookie);
  const country = countryOfMarket(pathname.split('/')[1]?.toLowerCase() ?? '');
  const held = locationStore.get();
  if (!country || isLocatedIn(held, country)) {
    releaseFirstScreenDialog();
  }
}
