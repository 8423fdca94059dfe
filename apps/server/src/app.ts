import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import pkg from '../package.json' with { type: 'json' };
import { registerBackOffice } from './app-back-office';
import { registerSignIn } from './app-sign-in';
import type { Env } from './env';
import type { Auth } from './modules/auth';
import { balanceRecorder, balanceRoutes } from './modules/balance';
import { catalogueRoutes } from './modules/catalogue';
import { catalogueReads, replyVersions } from './modules/catalogue-reads';
import { deliveryScheduleRoutes, mapTileOrigin } from './modules/delivery-schedule';
import {
  documentLinkService,
  documentsRoutes,
  documentsService,
  orderDetailsUpdate,
  pdfInspector,
} from './modules/documents';
import { financeRoutes, financeService } from './modules/finance';
import { financeApplicationRoutes } from './modules/finance-application';
import { financeOffersService } from './modules/finance-offers';
import { embeddedAccountEraser } from './modules/idp';
import { interestRoutes } from './modules/interest';
import { experienceCentres, locationRoutes } from './modules/location';
import { mediaRoutes } from './modules/media';
import { myOrdersRoutes } from './modules/my-orders';
import { type OrderService, orderRoutes, orderService, startReservationSweep } from './modules/order';
import { orderTrackerRoutes } from './modules/order-tracker';
import { paymentWebhookPath, paymentWebhookRoutes } from './modules/payment';
import { depositRefunds } from './modules/payments';
import { createPricingService, pricingRoutes } from './modules/pricing';
import { privacyRoutes } from './modules/privacy';
import { profileRoutes } from './modules/profile';
import {
  contractRoutes,
  contractService,
  staffContractRoutes,
  staffContractService,
} from './modules/sales-contract';
import { staffOrdersRoutes } from './modules/staff-orders';
import { stockRoutes } from './modules/stock';
import { stockAvailability } from './modules/stock-availability';
import { supportRequestRoutes, supportRequestService } from './modules/support-request';
import { systemRoutes } from './modules/system';
import { startTestDriveHoldSweep, testDriveRoutes, testDrives } from './modules/test-drive';
import { valuationRoutes } from './modules/valuation';
import { type LocationAdapters, selectLocationAdapters } from './platform/adapters/location-adapters';
import {
  isSandbox,
  paymentWebHosts,
  selectPaymentGateway,
} from './platform/adapters/payments/payment-adapters';
import type { PaymentGateway } from './platform/adapters/payments/payment-gateway';
import { sandboxRoutes } from './platform/adapters/payments/sandbox/sandbox.routes';
import type { Clock, MovableClock } from './platform/clock';
import { type Database, migrationsFolder } from './platform/db';
import { watchDataVersions } from './platform/db/data-versions';
import { selectFileStore } from './platform/files/select-file-store';
import { registerCanonicalHost } from './platform/http/canonical-host';
import { registerErrorHandling } from './platform/http/error-handler';
import { logDestination } from './platform/http/log-destination';
import { RequestLog } from './platform/http/request-log';
import { lazyRequestLogger } from './platform/http/request-logger';
import { replySerializerCompiler } from './platform/http/serializer';
import { testClockRoutes } from './platform/http/test-clock.routes';
import { createMailer, createOutboxWorker, devMailboxRoutes, type Mailer } from './platform/mail';
import { loggerOptions } from './platform/observability/logger';
import { registerMetrics } from './platform/observability/metrics.routes';
import { nameRouteSpans } from './platform/observability/route-spans';
import { tracingConfigured } from './platform/observability/tracing-settings';
import type { BackgroundWorker } from './platform/observability/worker-status';
import { registerOpenApi } from './platform/openapi';
import { registerCsrfProtection } from './platform/security/csrf';
import { registerSecurityHeaders } from './platform/security/headers';
import { registerSharedState } from './platform/shared/shared-state';
import { findWebDist, registerSpa } from './platform/spa';

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

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payment provider chosen from the settings (the embedded sandbox or Adyen). */
    paymentGateway: PaymentGateway;
    /**
     * Starts the drain before a shutdown: `/api/ready` answers 503 and every reply closes its connection, while
     * the instance goes on serving until `close()` (main.ts waits SHUTDOWN_DRAIN_SECONDS in between).
     */
    beginDrain(): void;
  }
}

z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Required.' : undefined,
});

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
  const workers: BackgroundWorker[] = [];
  const shared = await registerSharedState(app, env, deps.clock);
  registerMetrics(app, {
    sharedState: shared,
    tokens: env.METRICS_TOKEN,
    db: database.db,
    clock: deps.clock,
    workers: () => workers,
  });
  if (tracingConfigured(process.env)) nameRouteSpans(app, { trustProxy: env.TRUST_PROXY !== false });
  // Only JSON bodies: a cross-site form (text/plain, urlencoded, multipart) is answered 415 before any handler runs.
  app.removeContentTypeParser('text/plain');
  // From the moment a shutdown begins (the drain, then the close): not ready, and every reply closes its keep-alive
  // connection, so the process is not held open by idle clients and the balancer's next request goes elsewhere.
  let closing = false;
  app.decorate('beginDrain', () => {
    closing = true;
  });
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

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
      workers: () => workers,
      closing: () => closing,
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

  const mailer = deps.mailer ?? createMailer(env);
  if (env.DEV_MAILBOX)
    await app.register(
      devMailboxRoutes({ db: database.db, from: mailer.from, token: env.DEV_MAILBOX_TOKEN }),
    );
  const worker = deps.backgroundJobs
    ? createOutboxWorker({
        db: database.db,
        mailer,
        clock: deps.clock,
        logger: app.log.child({ component: 'outbox' }),
      })
    : undefined;
  if (worker) workers.push({ name: 'outbox', intervalMs: worker.pollIntervalMs, status: worker.status });
  app.addHook('onReady', async () => worker?.start());
  app.addHook('onClose', async () => {
    // The batch in hand finishes (bounded by the mailer's timeouts) before the mailer and then the database close.
    await worker?.stop();
    await mailer.close();
  });
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

  const paymentGateway = selectPaymentGateway(env, {
    db: database.db,
    clock: deps.clock,
    logger: app.log.child({ component: 'sandbox-payments' }),
    // The sandbox posts its signed notifications through the whole HTTP pipeline, as a provider would.
    deliver: async (body) =>
      (await app.inject({ method: 'POST', url: paymentWebhookPath, payload: body as object })).statusCode,
  });
  app.decorate('paymentGateway', paymentGateway);
  if (isSandbox(paymentGateway)) {
    await app.register(sandboxRoutes({ gateway: paymentGateway, publicOrigin: env.PUBLIC_ORIGIN }));
    // Notifications whose sender died are owed by every instance: look for them from start to close.
    if (deps.backgroundJobs) {
      workers.push(paymentGateway.notifier);
      app.addHook('onReady', async () => paymentGateway.start());
    }
    app.addHook('onClose', async () => paymentGateway.stop());
  }
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
  if (deps.backgroundJobs) {
    const sweep = startReservationSweep(orders, app.log.child({ component: 'reservation-sweep' }));
    workers.push(sweep);
    app.addHook('onClose', sweep.stop);
  }
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
  if (deps.backgroundJobs) {
    const holdSweep = startTestDriveHoldSweep(
      drives.service,
      app.log.child({ component: 'test-drive-hold-sweep' }),
    );
    workers.push(holdSweep);
    app.addHook('onClose', holdSweep.stop);
  }

  await registerSpa(app, findWebDist(env.WEB_DIST_DIR));
  return app;
}

/**
 * The customer's details, documents, contract and finance application (issue 18): one file store for the process
 * (docs/documents.md), expiring links checked in the database.
 */
async function registerOrderDocuments(
  app: FastifyInstance,
  deps: {
    env: Env;
    database: Pick<Database, 'db' | 'kind'>;
    clock: Clock;
    auth: Auth;
    orders: OrderService;
  },
) {
  const { env, database, clock, auth, orders } = deps;
  const { db } = database;
  const files = selectFileStore(env, database);
  app.addHook('onClose', async () => files.close?.());
  // Uploaded PDFs (licence scans, staff-attached contracts) are judged in worker threads, off the event loop.
  const pdfs = pdfInspector();
  app.addHook('onClose', async () => pdfs.close());
  const contracts = contractService({ db, clock, files, orders });
  const links = documentLinkService({ db, lifetimeMs: env.DOWNLOAD_LINK_MINUTES * 60_000 });
  const documents = documentsService({ db, clock, files, links, contracts, orders });
  await app.register(
    documentsRoutes({
      auth,
      documents,
      updateDetails: orderDetailsUpdate({ db, clock, files, orders, pdfs }),
    }),
  );
  await app.register(contractRoutes({ auth, contracts }));
  await app.register(staffContractRoutes({ contracts: staffContractService({ db, clock, files, pdfs }) }));
  await app.register(
    financeApplicationRoutes({
      auth,
      orders,
      partnerUrls: { AU: env.FINANCE_PARTNER_URL_AU, NZ: env.FINANCE_PARTNER_URL_NZ },
    }),
  );
  return files;
}
