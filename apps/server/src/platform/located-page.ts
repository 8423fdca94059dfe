import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AustralianState, CountryCode } from '@showroom/domain';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { encodingFor, type FirstScreenPage, firstScreenPath, heldLocation, locatedIn } from './first-screen';

type Send = (path: string, init: RequestInit) => Promise<Response>;

/** The web build's renderer for Node (apps/web/src/app/first-screen/render.tsx): what the server calls of it. */
interface WebRender {
  sendCallsBy(send: Send): void;
  renderLocatedPage(
    path: string,
    location: { country: CountryCode; state?: AustralianState },
  ): Promise<{ root: string; data: string }>;
}

export interface LocatedPage extends FirstScreenPage {
  /** How long the render took, its data and compression included (the reply's Server-Timing). */
  renderMs: number;
}

/** The pages rendered per request for a located visitor: the market landings. */
const renderedPaths = new Set(['/au-en', '/nz-en']);

/** A render that takes longer is given up: the visitor gets the plain page at once rather than wait. */
const renderBudgetMs = 1500;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The render's calls answered by this server itself, without a socket, as the browser's would be. */
function inProcess(app: FastifyInstance): Send {
  return async (path, init) => {
    const reply = await app.inject({
      method: init.method as HTTPMethods,
      url: path,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(reply.body, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? '') },
    });
  };
}

function withinBudget<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The render took over ${renderBudgetMs} ms.`)), renderBudgetMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Compressed per request: quick settings, off the main thread. */
async function encode(html: string, acceptEncoding: string | undefined): Promise<FirstScreenPage> {
  const encoding = encodingFor(acceptEncoding);
  if (encoding === 'br') {
    return { body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  }
  if (encoding === 'gzip') return { body: await gzipped(html, { level: 6 }), encoding };
  return { body: html };
}

/**
 * The landing of a visitor whose cookie names a complete location in its market, rendered per request by the web
 * build's own components (apps/web/dist-ssr/, beside the served dist/) with the data of its first screen, the
 * starting drive-away price included, and that data beside it for the app to start from
 * (docs/decisions/0047-the-first-screen-works-without-the-script.md). Undefined for any other page or visitor,
 * and when the render fails or is slow: the plain index.html then, as before. Undefined without that build.
 */
export async function loadLocatedPages(
  app: FastifyInstance,
  webDist: string,
): Promise<
  ((url: string, cookie?: string, acceptEncoding?: string) => Promise<LocatedPage | undefined>) | undefined
> {
  const renderer = join(webDist, '../dist-ssr/render.js');
  const index = join(webDist, 'index.html');
  if (!existsSync(renderer) || !existsSync(index)) return undefined;
  const template = readFileSync(index, 'utf8');
  if (!template.includes('<div id="root"></div>')) return undefined;
  let render: WebRender;
  try {
    // Loaded before the server says it is ready (0.2–0.3 s): the first visitor waits for no module.
    render = await import(pathToFileURL(renderer).href);
    render.sendCallsBy(inProcess(app));
  } catch (error) {
    app.log.error(
      { err: error },
      'the web build for Node could not be loaded: located pages are not rendered',
    );
    return undefined;
  }
  return async (url, cookie, acceptEncoding) => {
    const path = firstScreenPath(url);
    const held = heldLocation(cookie);
    if (!path || !held || !renderedPaths.has(path) || !locatedIn(path, held)) return undefined;
    const started = performance.now();
    try {
      const page = await withinBudget(render.renderLocatedPage(path, held));
      // A function, so a `$` in the page (every price) is not read as a replacement pattern. Inert until React's
      // first commit (FirstScreenReleased), as the drawn pages are: a press on a control that has no handler yet
      // waits for the live one instead of being lost (with no script at all, the page is to be read).
      const html = template.replace(
        '<div id="root"></div>',
        () => `<div id="root" inert>${page.root}</div>${page.data}`,
      );
      return { ...(await encode(html, acceptEncoding)), renderMs: performance.now() - started };
    } catch (error) {
      app.log.warn({ err: error, path }, 'the located first screen was not rendered: the plain page is sent');
      return undefined;
    }
  };
}
