import { defineConfig } from 'vitest/config';

/*
 * The server's tests in projects (docs/testing.md); inline projects inherit this file's settings:
 * - unit: files that use no test database (pure rules, templates, adapters against local servers); run once.
 * - integration: every other file of src/ and test/, on PostgreSQL when TEST_DATABASE_URL is set (CI), else on
 *   PGlite; each file gets its own database cloned from one migrated and seeded template.
 * - multi-process: several server processes on one PostgreSQL (PGlite allows one process per database), so only
 *   with TEST_DATABASE_URL; run one file at a time.
 * - pglite-smoke, also only with TEST_DATABASE_URL: the files that prove the embedded database, again on PGlite
 *   (migrations and readiness, the order journey with its concurrent completion, cache invalidation, dev mailbox,
 *   backup and restore).
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);

const unit = [
  'src/env.test.ts',
  'src/modules/auth/{recent-sign-in,return-url}.test.ts',
  'src/modules/delivery-schedule/map-tiles.test.ts',
  'src/modules/documents/{licence-image,pdf-active-content,pdf-inspector}.test.ts',
  'src/modules/idp/{password-hash,throttle,totp}.test.ts',
  'src/modules/pricing/delivery-quote.test.ts',
  'src/modules/privacy/retention.test.ts',
  'src/modules/staff/{csv,staff-role}.test.ts',
  'src/platform/adapters/address/embedded-address-provider.test.ts',
  'src/db/schema/hold-rules.test.ts',
  'src/platform/adapters/payments/notification-hmac.test.ts',
  'src/platform/calendar/ics.test.ts',
  'src/platform/db/{data-dir-lock,fresh-reads,versioned-cache}.test.ts',
  'src/platform/files/file-store.test.ts',
  'src/platform/http/error-handler.test.ts',
  'src/platform/mail/{backoff,html,send-error}.test.ts',
  'src/platform/mail/templates/*.test.ts',
  'src/platform/observability/worker-status.test.ts',
  // Engine-independent by design: they scan a database dump and a log of their own.
  'test/scan-card-data.test.ts',
  'test/scan-personal-data.test.ts',
];

const pgliteSmoke = [
  'src/modules/system/{system,system-readiness}.test.ts',
  'src/platform/db/data-versions.test.ts',
  'src/modules/catalogue/catalogue-change.test.ts',
  'src/modules/order/order-checkout.test.ts',
  'src/platform/mail/dev-mailbox.test.ts',
  'test/backup-restore.test.ts',
];

const withDatabase = {
  globalSetup: ['./test/support/global-setup.ts'],
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // A worker's files share its module cache (set-up once, not per file): no module here keeps mutable state, and
    // every file builds its own app on its own database (docs/testing.md).
    isolate: false,
    projects: [
      {
        // A file here that asks for a test database fails (test/support/test-db.ts): it belongs in integration.
        test: { name: 'unit', include: unit, env: { SHOWROOM_TEST_PROJECT: 'unit' } },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.test.ts', 'test/*.test.ts'],
          exclude: unit,
          ...withDatabase,
        },
      },
      ...(postgres
        ? [
            {
              test: { name: 'multi-process', include: ['test/multi-process/**/*.test.ts'], ...withDatabase },
            },
            {
              test: {
                name: 'pglite-smoke',
                include: pgliteSmoke,
                env: { TEST_DATABASE_URL: '' },
                ...withDatabase,
              },
            },
          ]
        : []),
    ],
  },
});
