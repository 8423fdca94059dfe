import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '../../src/app';
import { type Clock, systemClock } from '../../src/platform/clock';
import type { Database } from '../../src/platform/db';
import { createTestDatabase } from './test-db';
import { testEnv } from './test-env';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** POSTs JSON the way the web app does (same-origin, with the client header). */
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(path: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const testOrigin = 'http://localhost:3000';

export async function createTestApp(
  options: { clock?: Clock; env?: Record<string, string> } & Pick<
    AppDeps,
    'mailer' | 'backgroundJobs' | 'logger'
  > = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = testEnv(testOrigin, options.env);
  const app = await buildApp({
    env,
    database,
    clock: options.clock ?? systemClock,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.backgroundJobs ? { backgroundJobs: true } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.ready();
  // As a browser on the shop's own origin sends it: a page asked for on another host is redirected there.
  const host = new URL(testOrigin).host;
  const inject = (opts: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({ ...opts, headers: { host, ...opts.headers } });
  return {
    app,
    database,
    post: (url, body, headers = {}) =>
      inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          'x-showroom-client': 'web',
          origin: testOrigin,
          ...headers,
        },
        ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      }),
    get: (url, headers = {}) => inject({ method: 'GET', url, headers }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
