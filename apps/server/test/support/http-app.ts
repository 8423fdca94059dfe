import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { readEnv } from '../../src/env';
import { type Clock, systemClock } from '../../src/platform/clock';
import type { Database } from '../../src/platform/db';
import { createTestDatabase } from './test-db';

export interface HttpApp {
  app: FastifyInstance;
  database: Database;
  origin: string;
  close(): Promise<void>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The whole shop listening on an ephemeral port of 127.0.0.1, its PUBLIC_ORIGIN that address (real HTTP). */
export async function startHttpApp(
  options: { clock?: Clock; env?: Record<string, string>; port?: number } = {},
): Promise<HttpApp> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const database = await createTestDatabase();
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: origin,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...options.env,
  });
  const app = await buildApp({ env, database, clock: options.clock ?? systemClock });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    origin,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
