import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { countryOfMarket, isCompleteLocation } from '@showroom/domain';

/** What the web build's prerender-first-screen.mjs writes: index.html with each page's first screen drawn in. */
type FirstScreenFile = Record<string, string>;

interface Variant {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export interface FirstScreenPage {
  body: string | Buffer;
  encoding?: 'br' | 'gzip';
}

/** The cookie the web app keeps in step with the visitor's stored location (apps/web/src/lib/first-screen.ts). */
const locationCookie = /(?:^|;\s*)showroom-location=([A-Z]{2})(?:-([A-Z]{2,3}))?(?:;|$)/;

/**
 * index.html with the first screen of the landing or the inventory already drawn
 * (docs/decisions/0027-first-screen-in-the-html.md): the page's markup in #root, the location dialog beside it
 * and the stylesheet inline, for a visitor who holds no location for the market (React opens that dialog too).
 * Drawn by the web app's build from its own components; no price or stock in them, so nothing in them can be out
 * of date. Undefined when the build has no first-screen file.
 */
export function loadFirstScreens(
  webDist: string,
): ((url: string, cookie?: string) => Variant | undefined) | undefined {
  const file = join(webDist, 'first-screen.json');
  if (!existsSync(file)) return undefined;
  const pages = JSON.parse(readFileSync(file, 'utf8')) as FirstScreenFile;
  const variants = new Map<string, Variant>();
  for (const [path, html] of Object.entries(pages)) {
    variants.set(path, {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    });
  }
  return (url, cookie) => {
    // An address with a query may prefill or redirect: the plain page, drawn by React alone.
    if (url.includes('?') || url.includes('#')) return undefined;
    const path = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
    const variant = variants.get(path);
    if (!variant) return undefined;
    const country = countryOfMarket(path.split('/')[1] ?? '');
    const held = cookie?.match(locationCookie);
    if (held && held[1] === country && isCompleteLocation(held[1], held[2])) return undefined;
    return variant;
  };
}

/** The variant in the best encoding the client accepts. */
export function encodeFor(variant: Variant, acceptEncoding: string | undefined): FirstScreenPage {
  const accepts = (name: string) =>
    new RegExp(`(^|[,\\s])${name}(?!;q=0(\\.0+)?(,|$))`).test(acceptEncoding ?? '');
  if (accepts('br')) return { body: variant.br, encoding: 'br' };
  if (accepts('gzip')) return { body: variant.gzip, encoding: 'gzip' };
  return { body: variant.html };
}
