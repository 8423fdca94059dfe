import { countryOfMarket, isAustralianState, isCompleteLocation, isCountryCode } from '@showroom/domain';
import { useLayoutEffect } from 'react';
import { isLocatedIn, type Location, locationStore } from '../state/location';
import { confirmLocation } from '../state/location-confirmation';

/**
 * The HTML of a landing or inventory page comes with its first screen already drawn (the server's
 * first-screen.ts; docs/decisions/0027-first-screen-in-the-html.md, 0048). React hydrates #root's part; the
 * location dialog drawn beside #root stays until React's own dialog takes its place, or goes at once
 * when React will open none.
 */
export function releaseFirstScreenDialog(): void {
  document.getElementById('first-screen-dialog')?.remove();
}

const drawnForm = () => document.querySelector<HTMLFormElement>('#first-screen-dialog form');

/** A location as the dialog's fields or the cookie spell it: the country, and in Australia a state. */
function locationOf(country: unknown, state: unknown): Location | undefined {
  if (!isCountryCode(country)) return undefined;
  return country === 'AU' && isAustralianState(state) ? { country, state } : { country };
}

/**
 * What the visitor has chosen in the drawn dialog (a real form, usable before the app runs), for React's dialog to
 * start from: nothing chosen yet is undefined.
 */
export function drawnLocationChoice(): Location | undefined {
  const form = typeof document === 'undefined' ? null : drawnForm();
  if (!form) return undefined;
  const fields = new FormData(form);
  return locationOf(fields.get('country'), fields.get('state'));
}

/** A selector for the drawn dialog's control that has focus, to give it to the same control of React's dialog. */
export function drawnFocus(): string | undefined {
  const focused = document.activeElement;
  if (!focused || !drawnForm()?.contains(focused)) return undefined;
  if (focused instanceof HTMLButtonElement) return 'button[type="submit"]';
  const name = focused.getAttribute('name');
  return name ? `[name="${name}"]` : undefined;
}

/** React's first commit has taken over a drawn first screen: #root takes input again. */
export function FirstScreenReleased(): null {
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return null;
}

/** The cookie that tells the server whether to draw the location dialog into the page (first visit or not). */
export const locationCookie = 'showroom-location';
const cookiePattern = new RegExp(`(?:^|;\\s*)${locationCookie}=([^;]*)`);

function storedLocationValue(): string {
  const { country, state } = locationStore.get();
  return country ? `${country}${state ? `-${state}` : ''}` : '';
}

function writeLocationCookie(): void {
  const value = storedLocationValue();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves (Firefox)
  document.cookie = `${locationCookie}=${value}; path=/; max-age=${value ? 31_536_000 : 0}; samesite=lax`;
}

/**
 * A complete location in the cookie that the store does not hold was chosen in the drawn form, which the server
 * answered (POST /location) before the app ran: it is confirmed as a choice in the app's dialog is.
 */
function adoptLocationCookie(): string {
  const cookieValue = document.cookie.match(cookiePattern)?.[1] ?? '';
  const [country, state] = cookieValue.split('-');
  const chosen = isCompleteLocation(country, state) ? locationOf(country, state) : undefined;
  const held = locationStore.get();
  if (chosen && (chosen.country !== held.country || chosen.state !== held.state)) confirmLocation(chosen);
  return cookieValue;
}

/**
 * At start-up: take a location the server's form wrote, keep the cookie in step with the stored location from then
 * on, and drop a dialog React will not open.
 */
export function startFirstScreenHandOver(pathname: string): void {
  // Each cookie access is a round trip to the browser's network process: an unchanged value is not written again.
  if (adoptLocationCookie() !== storedLocationValue()) writeLocationCookie();
  locationStore.subscribe(writeLocationCookie);
  const market = pathname.split('/')[1]?.toLowerCase() ?? '';
  const country = countryOfMarket(market);
  const held = locationStore.get();
  // The bare root's drawn form gives way to the market picker (app/market-picker.tsx), unless a location is held
  // (the app then goes to that market's landing).
  if (market === '' && !isCompleteLocation(held.country, held.state)) return;
  if (!country || isLocatedIn(held, country)) {
    releaseFirstScreenDialog();
  }
}
