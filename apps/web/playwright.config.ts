import { defineConfig, devices } from '@playwright/test';

// Shared with the tests and the shops they start (e2e/fixtures.ts): the key of a shared link that has expired
// (scripts/lib/e2e-fixtures.mjs).
process.env.E2E_EXPIRED_LINK ??= 'ExpiredE2eLinkExpiredE2eLink0001';

/** End-to-end journeys in Debian's Chromium against the production build (never a downloaded browser). */
export default defineConfig({
  testDir: './e2e',
  // The template database every worker's shop copies, made once (scripts/e2e-template.mjs).
  globalSetup: './e2e/global-setup.ts',
  outputDir: '../../var/e2e-artifacts',
  // Files run in parallel, each worker against a shop of its own (e2e/fixtures.ts); a file's journeys run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A committed test.only fails CI rather than quietly running one test (skips fail the summary: scripts/test.mjs).
  forbidOnly: Boolean(process.env.CI),
  // A run that goes wrong stops early instead of grinding through every journey: at most 5 failures, 45 minutes.
  maxFailures: 5,
  globalTimeout: 45 * 60_000,
  // Long journeys on a shared 2-core machine: generous, never a timed assertion.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../../var/e2e-report.json' }],
  ],
  use: {
    // Recording a trace costs every journey about a quarter of its time, so only when asked (E2E_TRACE=1); a failed
    // journey always keeps its screenshot and error context (the page's accessibility tree) in var/e2e-artifacts/.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The journeys run as a visitor who prefers reduced motion: the intro film does not play by itself, the highlights
    // do not rotate and nothing fades, so two Chromiums on two cores spend less time painting what no journey checks
    // (a fifth less of their CPU, measured). The journeys that test the film, the fade and the rotation ask for
    // motion (emulateMedia) or play it.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
