import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  type AustralianState,
  type CountryCode,
  countryOfMarket,
  isAustralianState,
  isCompleteLocation,
  isCountryCode,
} from '@showroom/domain';

/**
 * What the web build's prerender-first-screen.mjs writes: index.html with each page's first screen drawn in, per
 * country already chosen in its location dialog ('' for none).
 */
type FirstScreenFile = Record<string, Record<string, string>>;

export interface Variant {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export interface FirstScreenPage {
  body: string | Buffer;
  encoding?: 'br' | 'gzip';
}

/**
 * The cookie the web app keeps in step with the visitor's stored location (apps/web/src/lib/first-screen.ts), and
 * the location form's answer sets (location-form.ts): `AU-NSW`, `NZ`.
 */
export const locationCookieName = 'showroom-location';
const locationCookie = new RegExp(`(?:^|;\\s*)${locationCookieName}=([A-Z]{2})(?:-([A-Z]{2,3}))?(?:;|$)`);

/** The location a request's cookie names: a country, and in Australia perhaps a state; undefined for none. */
export function heldLocation(
  cookie: string | undefined,
): { country: CountryCode; state?: AustralianState } | undefined {
  const [, country, state] = cookie?.match(locationCookie) ?? [];
  if (!isCountryCode(country)) return undefined;
  return country === 'AU' && isAustralianState(state) ? { country, state } : { country };
}

/**
 * The path of a page with a first screen of its own (the bare root, a landing or an inventory): no query, no
 * trailing slash.
 */
export function firstScreenPath(url: string): string | undefined {
  // An address with a query may prefill or redirect: the plain page, drawn by React alone.
  if (url.includes('?') || url.includes('#')) return undefined;
  return url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
}

/** Whether the visitor holds a complete location in the market of `path`: React opens no location dialog there. */
export function locatedIn(path: string, held: ReturnType<typeof heldLocation>): boolean {
  if (!held) return false;
  return (
    held.country === countryOfMarket(path.split('/')[1] ?? '') && isCompleteLocation(held.country, held.state)
  );
}

/** The page compressed the best ways a browser takes it, once. */
function compressed(html: string): Variant {
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/**
 * index.html with the first screen of the landing or the inventory already drawn
 * (docs/decisions/0027-first-screen-in-the-html.md): the page's markup in #root, the location dialog beside it (a
 * form the server answers: POST /location) and the stylesheet inline, for a visitor who holds no location for the
 * market (React opens that dialog too). The dialog has the country already chosen when the cookie names only the
 * page's country (Australia chosen without a state). Drawn by the web app's build from its own components; no
 * price or stock in them, so nothing in them can be out of date. Undefined when the build has no first-screen file.
 */
export function loadFirstScreens(
  webDist: string,
): ((url: string, cookie?: string) => Variant | undefined) | undefined {
  const file = join(webDist, 'first-screen.json');
  if (!existsSync(file)) return undefined;
  const pages = JSON.parse(readFileSync(file, 'utf8')) as FirstScreenFile;
  const variants = new Map<string, Variant>();
  for (const [path, dialogs] of Object.entries(pages)) {
    for (const [chosen, html] of Object.entries(dialogs)) variants.set(`${path} ${chosen}`, compressed(html));
  }
  return (url, cookie) => {
    const path = firstScreenPath(url);
    if (!path) return undefined;
    const held = heldLocation(cookie);
    // The bare root is the market picker's: drawn for a visitor who holds no complete location (the app sends one
    // who does to that market's landing).
    if (path === '/') {
      return held && isCompleteLocation(held.country, held.state) ? undefined : variants.get('/ ');
    }
    if (locatedIn(path, held)) return undefined;
    const country = countryOfMarket(path.split('/')[1] ?? '');
    const chosen = held && held.country === country ? held.country : '';
    return variants.get(`${path} ${chosen}`) ?? variants.get(`${path} `);
  };
}

/** The encoding of a page for a browser's Accept-Encoding: brotli, else gzip, else none. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepts = (name: string) =>
    new RegExp(`(^|[,\\s])${name}(?!;q=0(\\.0+)?(,|$))`).test(acceptEncoding ?? '');
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/** The variant in the best encoding the client accepts. */
export function encodeFor(variant: Variant, acceptEncoding: string | undefined): FirstScreenPage {
  const encoding = encodingFor(acceptEncoding);
  return encoding ? { body: variant[encoding], encoding } : { body: variant.html };
}
