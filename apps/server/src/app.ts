import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import pkg from '../package.json' with { type: 'json' };
import type { Env } from './env';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { financeRoutes } from './modules/finance/finance.routes';
import { locationRoutes } from './modules/location/location.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { createPricingService, pricingRoutes } from './modules/pricing/pricing.routes';
import { stockRoutes } from './modules/stock/stock.routes';
import { stockAvailabilityRepository } from './modules/stock/stock-availability.repository';
import { systemRoutes } from './modules/system/system.routes';
import { valuationRoutes } from './modules/valuation/valuation.routes';
import { type LocationAdapters, selectLocationAdapters } from './platform/adapters/location-adapters';
import type { Clock } from './platform/clock';
import type { Database } from './platform/db';
import { registerErrorHandling } from './platform/http/error-handler';
import { createMailer, createOutboxWorker, devMailboxRoutes, type Mailer } from './platform/mail';
import { registerOpenApi } from './platform/openapi';
import { registerCsrfProtection } from './platform/security/csrf';
import { registerSecurityHeaders } from './platform/security/headers';
import { findWebDist, registerSpa } from './platform/spa';

export interface AppDeps {
  env: Env;
  database: Database;
  clock: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Delivers email; by default from the settings (SMTP_URL, else the embedded mailbox). */
  mailer?: Mailer;
  /**
   * Runs the background workers (outbox delivery) from ready until close. server.ts turns it on; tests leave it
   * off and drive a worker themselves.
   */
  backgroundJobs?: boolean;
  /** Outside-service adapters; unset ones are chosen from the settings (embedded defaults or Google). */
  adapters?: Partial<LocationAdapters>;
}

z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Required.' : undefined,
});

/** Builds the whole shop (API, embedded services, web app) without listening: used by server.ts and by tests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: env.LOG_LEVEL },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 100 * 1024,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a cross-site form (text/plain, urlencoded, multipart) is answered 415 before any handler runs.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { https: env.PUBLIC_ORIGIN.startsWith('https:') });
  registerCsrfProtection(app, env.PUBLIC_ORIGIN);
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);

  await app.register(systemRoutes({ db: database.db, databaseKind: database.kind, version: pkg.version }));
  const adapters = { ...selectLocationAdapters(env), ...deps.adapters };
  const pricing = createPricingService({ db: database.db, adapters, clock: deps.clock }, (error) =>
    app.log.warn({ err: error }, 'location provider unavailable while pricing delivery'),
  );
  await app.register(catalogueRoutes({ db: database.db, clock: deps.clock, pricing }));

  const mailer = deps.mailer ?? createMailer(env);
  if (env.DEV_MAILBOX) await app.register(devMailboxRoutes({ db: database.db, from: mailer.from }));
  const worker = deps.backgroundJobs
    ? createOutboxWorker({
        db: database.db,
        mailer,
        clock: deps.clock,
        logger: app.log.child({ component: 'outbox' }),
      })
    : undefined;
  app.addHook('onReady', async () => worker?.start());
  app.addHook('onClose', async () => {
    // The batch in hand finishes (bounded by the mailer's timeouts) before the mailer and then the database close.
    await worker?.stop();
    await mailer.close();
  });
  await app.register(locationRoutes({ db: database.db, adapters }));
  await app.register(pricingRoutes(pricing, stockAvailabilityRepository(database.db, deps.clock)));
  await app.register(financeRoutes({ clock: deps.clock }));
  await app.register(stockRoutes({ db: database.db, clock: deps.clock, pricing }));
  await app.register(mediaRoutes());
  await app.register(valuationRoutes());

  await registerSpa(app, findWebDist(env.WEB_DIST_DIR));
  return app;
}
