import type { IncomingMessage, ServerResponse } from 'node:http';
import middieEngine from '@fastify/middie/lib/engine.js';
import type { FastifyInstance } from 'fastify';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Whether a request target can reach a middleware mounted at `/i…`: the engine matches the path decoded and
 * without regard to case, so the second character must be `i`, `I` or a `%` escape; a target not starting with `/`
 * is absolute-form and one starting `//` may have its slashes folded: both are left to the engine too.
 */
function mayReach(url: string): boolean {
  if (url.charCodeAt(0) !== 47) return true;
  const second = url.charCodeAt(1);
  return second === 105 || second === 73 || second === 37 || second === 47;
}

/**
 * Mounts a Node middleware at `path` (which must start with `/i`) for every request of the app, also those that
 * no Fastify route matches, with @fastify/middie's own matching engine (path decoded, any case, the mount stripped
 * from `req.url`). The plugin itself runs its engine on every request; this hook skips, for the price of two
 * character reads, every request whose path cannot be under the mount (docs/performance.md).
 */
export function mountAtRoot(app: FastifyInstance, path: string, middleware: Middleware): void {
  if (!/^\/i/i.test(path)) throw new Error(`mountAtRoot only mounts paths starting with /i, not ${path}.`);
  // The router's own path options, as the plugin reads them.
  const { ignoreTrailingSlash, ignoreDuplicateSlashes } = app.initialConfig.routerOptions ?? {};
  const engine = middieEngine((error, _req, _res, next) => next(error), {
    ignoreTrailingSlash: ignoreTrailingSlash === true,
    ignoreDuplicateSlashes: ignoreDuplicateSlashes === true,
  });
  engine.use(path, middleware);
  app.addHook('onRequest', (request, reply, done) => {
    if (!mayReach(request.raw.url ?? '')) return done();
    engine.run(request.raw, reply.raw, done);
  });
}
