// `npm test`: install what is missing, then run every test (docs/testing.md): types, lint, structure, the production
// build, unit suites, the server's integration suite (on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite),
// web components, the scale test (PostgreSQL and Redis only) and end-to-end in Chromium. Everything runs on
// Node.js 22.12 or newer (fetched from the npm registry where the machine's is older).
// Ends with a table of each suite's wall time and counts (also in var/test-timings.txt), then one line
// "N passed, N failed, N skipped" (also in var/test-summary.txt for CI). A skipped test fails the run: nothing is
// committed as .skip, .todo or .fixme. `npm test -- <suite> …` runs only the suites named.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { clearE2eRuns, e2eDataDirs } from './lib/e2e-runs.mjs';
import { ensureInstall, root, run } from './lib/ensure-install.mjs';
import { suiteTable } from './lib/suite-table.mjs';
import { onSupportedNode } from './lib/supported-node.mjs';

await onSupportedNode();
ensureInstall();
const resultsDir = join(root, 'var/test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const only = process.argv.slice(2);
const rows = [];
const notRun = [];
const wanted = (name) => !only.length || only.includes(name);
const postgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Runs one suite, timing it: `body` answers its counts. `budget` is the wall time (seconds) it should stay under on
 * the 2-core CI machine, about a fifth over what it measured; one over it is named in the table (docs/testing.md).
 * The budgets add up to 14:55 (PostgreSQL run), leaving the install the rest of CI's 15 minutes.
 */
function suite(name, budget, body, note = '') {
  if (!wanted(name)) return;
  console.info(`\n▶ ${name}${note ? ` (${note})` : ''}`);
  const started = Date.now();
  const { passed, failed, skipped = 0, note: more = '' } = body();
  const seconds = (Date.now() - started) / 1000;
  rows.push({
    name,
    passed,
    failed,
    skipped,
    seconds,
    budget,
    note: [note, more].filter(Boolean).join(', '),
  });
}

/** A check with no test count (types, lint, build): 1 passed or 1 failed. */
function check(name, budget, command, args, env = {}) {
  suite(name, budget, () => {
    const status = run(command, args, { env: { ...process.env, ...env } });
    return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
  });
}

function vitest(name, budget, workspace, { env = {}, args = [], note = '' } = {}) {
  suite(
    name,
    budget,
    () => {
      const out = join(resultsDir, `${name}.json`);
      const status = run(
        'npx',
        ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
        { cwd: join(root, workspace), env: { ...process.env, ...env } },
      );
      if (!existsSync(out)) return { passed: 0, failed: 1, note: 'no report (the run crashed)' };
      const report = JSON.parse(readFileSync(out, 'utf8'));
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0),
        skipped: report.numPendingTests + report.numTodoTests,
      };
    },
    note,
  );
}

function chromiumReady() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() === 0) {
    console.info("Installing Debian's Chromium for the browser tests (apt-get install chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
    if (existsSync('/usr/bin/chromium')) return true;
  }
  console.error(
    "The browser tests need Debian's Chromium at /usr/bin/chromium: run `sudo apt-get install -y chromium`.",
  );
  return false;
}

function playwright(name, budget) {
  suite(name, budget, () => {
    if (!chromiumReady()) return { passed: 0, failed: 1, note: 'Chromium missing' };
    clearE2eRuns();
    const out = join(resultsDir, `${name}.json`);
    const status = run('npx', ['playwright', 'test'], {
      cwd: join(root, 'apps/web'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    if (!existsSync(out)) return { passed: 0, failed: 1, note: 'no report (the run crashed)' };
    const { stats } = JSON.parse(readFileSync(out, 'utf8'));
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0),
      skipped: stats.skipped,
      note: stats.flaky ? `${stats.flaky} flaky` : '',
    };
  });
}

/** A check run once per shop the browser run used (one per Playwright worker): passes when every one passes. */
function checkEachE2eShop(name, budget, command, args) {
  suite(name, budget, () => {
    const dirs = e2eDataDirs();
    if (dirs.length === 0) return { passed: 0, failed: 1, note: 'no var/e2e-<port>/ (run e2e first)' };
    const failures = dirs.filter((dir) => run(command, [...args, dir]) !== 0).length;
    return { passed: failures === 0 ? 1 : 0, failed: failures === 0 ? 0 : 1 };
  });
}

const onPostgres = postgres ? 'PostgreSQL' : 'PGlite';
check('typecheck', 20, 'npm', ['run', 'typecheck']);
check('lint', 5, 'npx', ['biome', 'check', '.']);
// The import rules (dependency-cruiser, .dependency-cruiser.cjs) and issue 30's content rule: only the payments module
// writes payment, refund and stock-unit status.
suite('boundaries', 10, () => {
  const failed = [
    run('npx', ['depcruise', 'apps', 'packages', '--config', '.dependency-cruiser.cjs']),
    run('node', ['scripts/check-status-writers.mjs']),
  ].filter((status) => status !== 0).length;
  return { passed: 2 - failed, failed };
});
check('scripts', 10, 'node', ['--test', 'scripts/lib/*.test.mjs']);
// The production build first: the server tests that start the server as a process start the build (about half the
// time of transpiling the sources each time), and the scale and browser tests run it.
check('build', 40, 'npm', ['run', 'build']);
check('bundle', 5, 'node', ['scripts/bundle-size.mjs']);
const built = rows.some((row) => row.name === 'build' && row.failed === 0);
const serverEntry = built ? { TEST_SERVER_ENTRY: 'dist' } : {};
vitest('domain', 20, 'packages/domain');
vitest('contract', 5, 'packages/contract');
vitest('imagery', 5, 'packages/imagery');
// A file per core: most unit files wait on a child process or a worker thread (measured: 36 s on one, 24 s on two).
vitest('server-unit', 30, 'apps/server', {
  env: serverEntry,
  args: ['--project', 'unit', '--maxWorkers', String(Math.max(2, availableParallelism()))],
});
// Each file on its own copy of one template database; on PostgreSQL the files wait on the database more than on
// the CPU, so three run at once.
vitest('server-integration', postgres ? 90 : 180, 'apps/server', {
  env: serverEntry,
  args: [
    '--project',
    'integration',
    '--maxWorkers',
    postgres ? '3' : String(Math.max(2, availableParallelism())),
  ],
  note: onPostgres,
});
if (postgres) {
  vitest('server-multi-process', 80, 'apps/server', {
    env: serverEntry,
    args: ['--project', 'multi-process', '--maxWorkers', '1'],
    note: 'PostgreSQL',
  });
  vitest('server-pglite-smoke', 30, 'apps/server', { args: ['--project', 'pglite-smoke'], note: 'PGlite' });
} else if (wanted('server-multi-process')) {
  notRun.push('server-multi-process (no TEST_DATABASE_URL)');
}
// jsdom files are CPU-bound: one per core (Vitest would leave one core free).
vitest('web', 90, 'apps/web', { args: ['--maxWorkers', String(Math.max(2, availableParallelism()))] });
// Three built instances behind nginx on PostgreSQL and Redis, one killed mid-run (issue 24).
if (postgres) {
  vitest('scale', 80, 'apps/server', {
    env: { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    args: ['-c', 'vitest.scale.config.ts'],
    note: 'PostgreSQL, Redis, nginx',
  });
} else if (wanted('scale') && only.length) {
  rows.push({
    name: 'scale',
    passed: 0,
    failed: 1,
    skipped: 0,
    seconds: 0,
    note: 'needs TEST_DATABASE_URL and Redis',
  });
} else if (wanted('scale')) {
  notRun.push('scale (no TEST_DATABASE_URL)');
}
playwright('e2e', 360);
// Right after the browser run: no card number in its shops' logs or databases (issue 9), no personal data in their
// logs, and the metrics their scrapers read moved (issue 24).
checkEachE2eShop('card-data-scan', 5, 'node', ['--import', 'tsx', 'scripts/scan-card-data.mjs']);
check('personal-data-scan', 5, 'node', ['--import', 'tsx', 'scripts/scan-personal-data.mjs']);
check('e2e-metrics', 5, 'node', ['scripts/check-e2e-metrics.mjs']);

const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
const skipped = rows.reduce((sum, row) => sum + row.skipped, 0);
const table = suiteTable(rows, `Node.js ${process.versions.node}`);
writeFileSync(join(root, 'var/test-timings.txt'), `${table}\n`);
console.info(`\n${table}`);
const summary = [
  `${passed} passed, ${failed} failed, ${skipped} skipped`,
  notRun.length ? `; not run: ${notRun.join(', ')}` : '',
].join('');
writeFileSync(join(root, 'var/test-summary.txt'), `${summary}\n`);
console.info(summary);
process.exit(failed === 0 && skipped === 0 && rows.length > 0 ? 0 : 1);
