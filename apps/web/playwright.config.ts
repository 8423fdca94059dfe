import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Shared with the tests (their workers inherit this environment) and the server script: where the test SMTP
// server keeps what the shop sent, and the key of a shared link that has expired (scripts/lib/e2e-fixtures.mjs).
process.env.E2E_MAIL_DIR ??= new URL(`../../var/e2e-${port}-mail`, import.meta.url).pathname;
process.env.E2E_EXPIRED_LINK ??= 'ExpiredE2eLinkExpiredE2eLink0001';

/** End-to-end journeys in Debian's Chromium against the production build (never a downloaded browser). */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../../var/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
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
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
  webServer: {
    command: 'node ../../scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      E2E_PORT: String(port),
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
      E2E_EXPIRED_LINK: process.env.E2E_EXPIRED_LINK,
    },
  },
});
