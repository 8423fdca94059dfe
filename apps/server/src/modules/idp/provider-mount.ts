import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Mounts a Node middleware at `path` with @fastify/middie's public API, in a plugin of its own whose only routes are
 * `path` and everything under it: middie's engine (path decoded, any case, the mount stripped from `req.url`) runs
 * for those requests alone, and no other request meets it (decision 0039). Routes of the app under `path` match
 * before this catch-all; a request the middleware passes on (`next()`) is answered as one no route matches.
 */
export async function mountMiddleware(
  app: FastifyInstance,
  path: string,
  middleware: Middleware,
): Promise<void> {
  await app.register(async (mount) => {
    await mount.register(middie);
    mount.use(path, middleware);
    const passedOn = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
    mount.all(path, passedOn);
    mount.all(`${path}/*`, passedOn);
  });
}
