// Starts the production build for the browser tests on a fresh copy of the run's template database (var/e2e-<port>),
// sending its email to a real SMTP server on the next port that keeps each message in E2E_MAIL_DIR. Everything the server logs
// (info and up) is kept in var/e2e-<port>/server.log for the card-data scan that follows the run
// (scripts/scan-card-data.mjs); the console shows warnings and errors, as before.
import { spawn } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { e2eClockToken, e2eMetricsToken, e2eTemplateDir, startMailCatcher } from './lib/e2e-fixtures.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = process.env.E2E_PORT ?? '3100';
const smtpPort = Number(port) + 1;
const dataDir = join(root, `var/e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// Written synchronously: the test runner may kill this process at the end, and no line may be lost.
const log = openSync(join(dataDir, 'server.log'), 'w');

/** pino's numeric levels: a line is printed from this level up (LOG_LEVEL, default warn). */
const levels = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const printFrom = levels[process.env.LOG_LEVEL ?? 'warn'] ?? levels.warn;

const mailCatcher = await startMailCatcher(
  smtpPort,
  process.env.E2E_MAIL_DIR ?? join(root, `var/e2e-${port}-mail`),
);
// The database the run's global set-up prepared (scripts/e2e-template.mjs): migrated, the expired shared link, the
// staff member and the admin.
if (!existsSync(join(e2eTemplateDir, 'db'))) {
  throw new Error(
    `No ${e2eTemplateDir}/db: run scripts/e2e-template.mjs first (Playwright's global set-up does).`,
  );
}
cpSync(join(e2eTemplateDir, 'db'), join(dataDir, 'db'), { recursive: true });

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: `http://localhost:${port}`,
    LOG_LEVEL:
      process.env.LOG_LEVEL === 'trace' || process.env.LOG_LEVEL === 'debug' ? process.env.LOG_LEVEL : 'info',
    DATABASE_URL: '',
    // One instance: its limits and caches in the process, whatever REDIS_URL CI exports for the scale test.
    REDIS_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // The outbox stays readable in the development mailbox too.
    DEV_MAILBOX: 'true',
    // Scraped below like Prometheus would; scripts/check-e2e-metrics.mjs compares the first and last scrapes.
    METRICS_TOKEN: e2eMetricsToken,
    // A clock the browser tests may move (staff-stock-prices.spec: a price's effective day comes); this is a test
    // run, so production mode allows it.
    TEST_CLOCK_TOKEN: e2eClockToken,
    TEST_CLOCK_IN_PRODUCTION: 'true',
  },
});

/**
 * A scraper: every 5 s, GET /metrics with the token; the first answer is kept as metrics-first.prom and the latest
 * as metrics-last.prom, so the check after the run sees the counters the run moved.
 */
let firstScrape = true;
const scraper = setInterval(async () => {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${e2eMetricsToken}` },
  }).catch(() => undefined);
  if (response?.status !== 200) return;
  const text = await response.text();
  if (firstScrape) writeFileSync(join(dataDir, 'metrics-first.prom'), text);
  firstScrape = false;
  writeFileSync(join(dataDir, 'metrics-last.prom'), text);
}, 5_000);

/** Writes every line to the log file, and to the console when it is not a pino line below the printed level. */
function tee(stream, out) {
  let partial = '';
  stream.on('data', (chunk) => {
    writeSync(log, chunk);
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const level = Number(/^\{"level":(\d+)/.exec(line)?.[1] ?? Number.POSITIVE_INFINITY);
      if (level >= printFrom) out.write(`${line}\n`);
    }
  });
  stream.on('end', () => {
    if (partial) out.write(`${partial}\n`);
  });
}
tee(server.stdout, process.stdout);
tee(server.stderr, process.stderr);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  clearInterval(scraper);
  closeSync(log);
  mailCatcher.close(() => process.exit(code ?? 0));
});
