import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { encodeFor, type FirstScreenPage, loadFirstScreens } from './first-screen';
import { sendApiNotFound } from './http/error-handler';
import { loadLocatedPages } from './located-page';

const staffPath = /^\/staff(\/|\?|$)/;

/** The built web app: WEB_DIST_DIR, else apps/web/dist beside the server (bundle or source tree). */
export function findWebDist(configured?: string): string | undefined {
  const candidates = configured
    ? [resolve(configured)]
    : [new URL('../../web/dist', import.meta.url), new URL('../../../web/dist', import.meta.url)].map((url) =>
        fileURLToPath(url),
      );
  return candidates.find((dir) => existsSync(`${dir}/index.html`));
}

/**
 * Serves the single-page app: hashed assets cached for a year, index.html never cached,
 * and any other GET of an app route answered with index.html (history fallback), whatever the client accepts. Unknown /api paths get the 404 envelope.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/vite-precompress.ts).
      preCompressed: true,
      setHeaders: (res, path) => {
        const immutable = path.includes('/assets/');
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const firstScreen = webDist ? loadFirstScreens(webDist) : undefined;
  const locatedPage = webDist ? await loadLocatedPages(app, webDist) : undefined;
  /** A first screen in the page: never cached (it depends on the cookie), compressed for this browser. */
  const sendFirstScreen = (reply: FastifyReply, { body, encoding }: FirstScreenPage) => {
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8')
      .send(body);
  };
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return sendApiNotFound(request, reply);
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (webDist && read && isAppRoute(request.url)) {
      // The back office is a build of its own (apps/web/vite.staff.config.ts), so the shop's pages carry none of it.
      const page = staffPath.test(request.url) ? 'staff/staff.html' : 'index.html';
      const { cookie } = request.headers;
      const acceptEncoding = request.headers['accept-encoding'];
      const drawn = firstScreen?.(request.url, cookie);
      if (drawn) return sendFirstScreen(reply, encodeFor(drawn, acceptEncoding));
      const located = await locatedPage?.(request.url, cookie, acceptEncoding);
      if (located) {
        reply.header('server-timing', `render;dur=${located.renderMs.toFixed(1)}`);
        return sendFirstScreen(reply, located);
      }
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return reply
      .code(webDist ? 404 : 503)
      .type('text/plain; charset=utf-8')
      .send(webDist ? 'Not found' : 'The web app is not built. Run `npm start`, which builds it.');
  });
}

/** A page of the app (any path whose last segment names no file): answered with index.html whatever Accept says. */
export function isAppRoute(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !path.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(last);
}
