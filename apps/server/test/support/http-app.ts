import { createServer, type Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Clock, type MovableClock, systemClock } from '../../src/platform/clock';
import type { Database } from '../../src/platform/db';
import { createTestDatabase } from './test-db';
import { testEnv } from './test-env';

export interface HttpApp {
  app: FastifyInstance;
  database: Database;
  origin: string;
  close(): Promise<void>;
}

/** `count` distinct ports nobody listens on right now (each held until all are found). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('No port was assigned.');
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}

/**
 * The whole shop listening on an ephemeral port of 127.0.0.1, its PUBLIC_ORIGIN that address (real HTTP), on a new
 * test database or on `database` (closed with the shop).
 */
export async function startHttpApp(
  options: {
    clock?: Clock;
    testClock?: MovableClock;
    env?: Record<string, string>;
    port?: number;
    database?: Database;
  } = {},
): Promise<HttpApp> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const database = options.database ?? (await createTestDatabase());
  const env = testEnv(origin, options.env);
  const app = await buildApp({
    env,
    database,
    clock: options.testClock ?? options.clock ?? systemClock,
    ...(options.testClock ? { testClock: options.testClock } : {}),
  });
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
