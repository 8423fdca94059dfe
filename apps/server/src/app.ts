import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import pkg from '../package.json' with { type: 'json' };
import { registerBackOffice } from './app-back-office';
import { registerOrderDocuments } from './app-order-documents';
import { registerSignIn } from './app-sign-in';
import type { Env } from './env';
import { actionEmails, startActionEmails } from './modules/action-emails';
import { balanceRecorder, balanceRoutes } from './modules/balance';
import { catalogueRoutes } from './modules/catalogue';
import { catalogueReads, replyVersions } from './modules/catalogue-reads';
import { deliveryScheduleRoutes, mapTileOrigin } from './modules/delivery-schedule';
import { financeRoutes, financeService } from './modules/finance';
import { financeOffersService } from './modules/finance-offers';
import { embeddedAccountEraser } from './modules/idp';
import { interestRoutes } from './modules/interest';
import { liveEventsRoutes, startLiveHub } from './modules/live-events';
import { experienceCentres, locationRoutes } from './modules/location';
import { mediaRoutes } from './modules/media';
import { myOrdersRoutes } from './modules/my-orders';
import { orderRoutes, orderService, startReservationSweep } from './modules/order';
import { orderTrackerRoutes } from './modules/order-tracker';
import { paymentWebhookRoutes, registerPaymentGateway } from './modules/payment';
import { depositRefunds } from './modules/payments';
import { createPricingService, pricingRoutes } from './modules/pricing';
import { privacyRoutes } from './modules/privacy';
import { profileRoutes } from './modules/profile';
import { staffOrdersRoutes } from './modules/staff-orders';
import { stockRoutes } from './modules/stock';
import { stockAvailability } from './modules/stock-availability';
import { supportRequestRoutes, supportRequestService } from './modules/support-request';
import { systemRoutes } from './modules/system';
import { startTestDriveHoldSweep, testDriveRoutes, testDrives } from './modules/test-drive';
import { valuationRoutes } from './modules/valuation';
import { type LocationAdapters, selectLocationAdapters } from './platform/adapters/location-adapters';
import { paymentWebHosts } from './platform/adapters/payments/payment-adapters';
import type { Clock, MovableClock } from './platform/clock';
import { type Database, migrationsFolder } from './platform/db';
import { watchDataVersions } from './platform/db/data-versions';
import { registerCanonicalHost } from './platform/http/canonical-host';
import { registerDrain } from './platform/http/drain';
import { registerErrorHandling } from './platform/http/error-handler';
import './platform/http/required-message';
import { logDestination } from './platform/http/log-destination';
import { RequestLog } from './platform/http/request-log';
import { lazyRequestLogger } from './platform/http/request-logger';
import { replySerializerCompiler } from './platform/http/serializer';
import { testClockRoutes } from './platform/http/test-clock.routes';
import { locationFormRoutes } from './platform/location-form';
import { type Mailer, registerMail } from './platform/mail';
import { loggerOptions } from './platform/observability/logger';
import { registerMetrics } from './platform/observability/metrics.routes';
import { nameRouteSpans } from './platform/observability/route-spans';
import { tracingConfigured } from './platform/observability/tracing-settings';
import { registerOpenApi } from './platform/openapi';
import { registerCsrfProtection } from './platform/security/csrf';
import { registerSecurityHeaders } from './platform/security/headers';
import { registerSharedState } from './platform/shared/shared-state';
import { findWebDist, registerSpa } from './platform/spa';
import { backgroundWorkers } from './platform/workers/background-workers';

export interface AppDeps {
  env: Env;
  database: Database;
  clock: Clock;
  /** The same clock when it can be moved (TEST_CLOCK_TOKEN): serves POST /__test/clock. */
  testClock?: MovableClock;
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

/** Builds the whole shop (API, embedded services, web app) without listening: used by server.ts and by tests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const requestLog = new RequestLog({ requestIdLogLabel: 'requestId' });
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(env, logDestination()),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: requestLog,
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: 100 * 1024,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  });
  requestLog.attach(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  // The background workers this instance runs, for /api/ready and /metrics; filled in as they are made below.
  const workers = backgroundWorkers(app, deps.backgroundJobs === true);
  const shared = await registerSharedState(app, env, deps.clock);
  registerMetrics(app, {
    sharedState: shared,
    tokens: env.METRICS_TOKEN,
    db: database.db,
    clock: deps.clock,
    workers: workers.list,
  });
  if (tracingConfigured(process.env)) nameRouteSpans(app, { trustProxy: env.TRUST_PROXY !== false });
  // Only JSON bodies: a cross-site form (text/plain, urlencoded, multipart) is answered 415 before any handler runs.
  app.removeContentTypeParser('text/plain');
  const { closing, onDrain } = registerDrain(app);

  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    https: env.PUBLIC_ORIGIN.startsWith('https:'),
    paymentHosts: paymentWebHosts(env),
    mapTileHosts: env.MAP_TILE_URL ? [mapTileOrigin(env.MAP_TILE_URL)] : [],
  });
  registerCsrfProtection(app, env.PUBLIC_ORIGIN);
  registerCanonicalHost(app, env.PUBLIC_ORIGIN);
  // Cookies are parsed only where read (platform/http/cookies.ts), not on every request.
  await app.register(cookie, { hook: false });
  await registerOpenApi(app);

  await app.register(
    systemRoutes({
      db: database.db,
      databaseKind: database.kind,
      sharedState: shared.kind,
      version: pkg.version,
      migrationsFolder: migrationsFolder(),
      workers: workers.list,
      closing,
      redisUp: shared.redisUp,
    }),
  );
  if (deps.testClock && env.TEST_CLOCK_TOKEN) {
    await app.register(testClockRoutes({ clock: deps.testClock, token: env.TEST_CLOCK_TOKEN }));
  }
  const adapters = { ...selectLocationAdapters(env), ...deps.adapters };
  // Catalogue and stock reads kept per data version (decisions/0020-versioned-read-caches.md).
  const versions = await watchDataVersions(database);
  app.addHook('onClose', async () => versions.close());
  const catalogue = catalogueReads(database.db, versions, deps.clock);
  const stock = stockAvailability(database.db, deps.clock, versions);
  const pricing = createPricingService(
    {
      db: database.db,
      catalogue,
      adapters,
      clock: deps.clock,
      deliveryQuotes: shared.cache('delivery-quote'),
    },
    (error) => app.log.warn({ err: error }, 'location provider unavailable while pricing delivery'),
  );
  const kept = replyVersions(versions, stock, deps.clock);
  await app.register(catalogueRoutes({ catalogue, stock, pricing, versions: kept }));

  await registerMail(app, { env, db: database.db, clock: deps.clock, mailer: deps.mailer, workers });
  await app.register(locationRoutes({ db: database.db, adapters }));
  const financeOffers = financeOffersService(database.db);
  await app.register(pricingRoutes(pricing, stock, kept, financeOffers));
  await app.register(financeRoutes({ clock: deps.clock, financeOffers }));
  await app.register(stockRoutes({ catalogue, stock, pricing, versions: kept }));
  await app.register(mediaRoutes());
  await app.register(valuationRoutes());
  const auth = await registerSignIn(app, deps);
  await registerBackOffice(app, {
    auth,
    db: database.db,
    clock: deps.clock,
    catalogue,
    publicOrigin: env.PUBLIC_ORIGIN,
  });
  await app.register(profileRoutes({ db: database.db, clock: deps.clock, auth }));
  await app.register(myOrdersRoutes({ db: database.db, auth }));

  const paymentGateway = await registerPaymentGateway(app, {
    env,
    db: database.db,
    clock: deps.clock,
    workers,
  });
  const refunds = depositRefunds({
    db: database.db,
    clock: deps.clock,
    gateway: paymentGateway,
    logger: app.log.child({ component: 'deposit-refunds' }),
  });
  const orders = orderService({
    db: database.db,
    clock: deps.clock,
    centres: experienceCentres(database.db),
    pricing,
    catalogue,
    finance: financeService({ clock: deps.clock, financeOffers }),
    gateway: paymentGateway,
    refunds,
    publicOrigin: env.PUBLIC_ORIGIN,
    logger: app.log.child({ component: 'orders' }),
  });
  const signedInCustomer = (request: FastifyRequest) =>
    auth.currentSession(request).then(
      ({ customer }) => customer.id,
      () => null,
    );
  await app.register(
    orderRoutes({
      service: orders,
      secureCookies: env.PUBLIC_ORIGIN.startsWith('https:'),
      reservationsPerMinute: env.RESERVE_RATE_LIMIT_PER_MINUTE,
      signedInCustomer,
    }),
  );
  // Live events (issue 36): stock, holds, prices and order steps pushed to every open page, from any instance.
  const live = await startLiveHub({
    database,
    clock: deps.clock,
    logger: app.log.child({ component: 'live-events' }),
    sweep: Boolean(deps.backgroundJobs),
  });
  onDrain(() => void live.close());
  await app.register(
    liveEventsRoutes({ hub: live, signedInCustomer, streamsPerClient: env.LIVE_STREAMS_PER_CLIENT }),
  );
  // The order after checkout: its details and tracker, and the owner's support requests.
  await app.register(
    orderTrackerRoutes({
      db: database.db,
      clock: deps.clock,
      orders,
      signedInCustomer,
      financePartnerUrls: { AU: env.FINANCE_PARTNER_URL_AU, NZ: env.FINANCE_PARTNER_URL_NZ },
    }),
  );
  await app.register(balanceRoutes({ db: database.db, clock: deps.clock, orders, signedInCustomer }));
  await app.register(
    deliveryScheduleRoutes({
      db: database.db,
      clock: deps.clock,
      orders,
      signedInCustomer,
      publicOrigin: env.PUBLIC_ORIGIN,
      mapTiles: env.MAP_TILE_URL
        ? { urlTemplate: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? null }
        : null,
    }),
  );
  await app.register(
    staffOrdersRoutes({
      db: database.db,
      clock: deps.clock,
      refunds,
      balance: balanceRecorder({ db: database.db, clock: deps.clock, publicOrigin: env.PUBLIC_ORIGIN }),
    }),
  );
  const support = supportRequestService({
    db: database.db,
    clock: deps.clock,
    orders,
    refunds,
    publicOrigin: env.PUBLIC_ORIGIN,
  });
  await app.register(supportRequestRoutes({ auth, service: support }));
  const files = await registerOrderDocuments(app, { env, database, clock: deps.clock, auth, orders });
  await app.register(
    privacyRoutes({
      db: database.db,
      clock: deps.clock,
      auth,
      files,
      eraseSignInAccount: embeddedAccountEraser(env.OIDC_ISSUER_URL ? undefined : `${env.PUBLIC_ORIGIN}/idp`),
    }),
  );
  await app.register(
    paymentWebhookRoutes({
      db: database.db,
      clock: deps.clock,
      gateway: paymentGateway,
      processors: [orders.processNotification],
    }),
  );
  workers.sweep(() => startReservationSweep(orders, app.log.child({ component: 'reservation-sweep' })));
  workers.sweep(() =>
    startActionEmails(
      actionEmails({ db: database.db, publicOrigin: env.PUBLIC_ORIGIN }),
      app.log.child({ component: 'action-emails' }),
    ),
  );
  await app.register(
    interestRoutes({
      db: database.db,
      clock: deps.clock,
      publicOrigin: env.PUBLIC_ORIGIN,
      pricing,
      signedInCustomer,
    }),
  );

  const drives = testDrives({ db: database.db, clock: deps.clock, publicOrigin: env.PUBLIC_ORIGIN });
  await app.register(testDriveRoutes({ testDrives: drives, signedInCustomer }));
  workers.sweep(() =>
    startTestDriveHoldSweep(drives.service, app.log.child({ component: 'test-drive-hold-sweep' })),
  );

  // The location dialog drawn into a first screen posts here when the app's script has not run.
  await app.register(locationFormRoutes(env.PUBLIC_ORIGIN));
  await registerSpa(app, findWebDist(env.WEB_DIST_DIR));
  return app;
}
