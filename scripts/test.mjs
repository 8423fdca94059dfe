// `npm test`: install what is missing, then run every test: types, lint, unit, integration (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), web components, the production build and end-to-end in Chromium.
// Ends with one line: "N passed, N failed, N skipped" plus the suites that did not run (also written to
// var/test-summary.txt for CI). A skipped test fails the run: nothing is committed as .skip, .todo or .fixme.
// PRODUCTION_NODE=22 (CI sets it) runs the production-like suites (server on PostgreSQL, scale, end-to-end) on
// that Node.js release line, installed from the npm registry's `node` package; the rest runs on this Node.js.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstall, root, run } from './lib/ensure-install.mjs';
import { nodeRuntime } from './lib/node-runtime.mjs';

ensureInstall();
const resultsDir = join(root, 'var/test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const only = process.argv.slice(2);
const rows = [];
const notRun = [];
const record = (name, passed, failed, note = '', skipped = 0) =>
  rows.push({ name, passed, failed, skipped, note });
const wanted = (name) => !only.length || only.includes(name);

/** The release line production targets, for the suites that stand for production (CI: PRODUCTION_NODE=22). */
const production = process.env.PRODUCTION_NODE ? nodeRuntime(process.env.PRODUCTION_NODE) : undefined;
const onProductionNode = production ? { ...production.env } : {};
const productionNote = production ? `Node ${production.version}` : '';

/** A check with no test count (types, lint, build): 1 passed or 1 failed. */
function check(name, command, args, env = {}, note = '') {
  if (!wanted(name)) return;
  console.info(`\n▶ ${name}`);
  const status = run(command, args, { env: { ...process.env, ...env } });
  record(name, status === 0 ? 1 : 0, status === 0 ? 0 : 1, note);
}

function vitest(name, workspace, env = {}, extraArgs = [], note = '') {
  if (!wanted(name)) return;
  console.info(`\n▶ ${name}${note ? ` (${note})` : ''}`);
  const out = join(resultsDir, `${name}.json`);
  const status = run(
    'npx',
    ['vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd: join(root, workspace),
      env: { ...process.env, ...env },
    },
  );
  if (!existsSync(out)) return record(name, 0, 1, 'no report (the run crashed)');
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  record(name, report.numPassedTests, failed, note, report.numPendingTests + report.numTodoTests);
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

function playwright(name, env = {}, note = '') {
  if (!wanted(name)) return;
  console.info(`\n▶ ${name}${note ? ` (${note})` : ''}`);
  if (!chromiumReady()) return record(name, 0, 1, 'Chromium missing');
  const out = join(resultsDir, `${name}.json`);
  const status = run('npx', ['playwright', 'test'], {
    cwd: join(root, 'apps/web'),
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (!existsSync(out)) return record(name, 0, 1, 'no report (the run crashed)');
  const { stats } = JSON.parse(readFileSync(out, 'utf8'));
  const failed = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  const notes = [note, stats.flaky ? `${stats.flaky} flaky` : ''];
  record(name, stats.expected + stats.flaky, failed, notes.filter(Boolean).join(', '), stats.skipped);
}

const withoutPostgres = { TEST_DATABASE_URL: '' };
check('typecheck', 'npm', ['run', 'typecheck']);
check('lint', 'npx', ['biome', 'check', '.']);
check('boundaries', 'node', ['scripts/check-boundaries.mjs']);
check('scripts', 'node', ['--test', 'scripts/lib/']);
vitest('domain', 'packages/domain');
vitest('contract', 'packages/contract');
vitest('imagery', 'packages/imagery');
vitest('server-pglite', 'apps/server', withoutPostgres);
if (process.env.TEST_DATABASE_URL)
  vitest('server-postgres', 'apps/server', onProductionNode, [], productionNote);
else if (wanted('server-postgres')) notRun.push('server-postgres and multi-process (no TEST_DATABASE_URL)');
vitest('web', 'apps/web');
check('build', 'npm', ['run', 'build']);
check('bundle', 'node', ['scripts/bundle-size.mjs']);
// Three built instances behind nginx on PostgreSQL and Redis, one killed mid-run (issue 24).
if (process.env.TEST_DATABASE_URL) {
  vitest(
    'scale',
    'apps/server',
    { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', ...onProductionNode },
    ['-c', 'vitest.scale.config.ts'],
    productionNote,
  );
} else if (wanted('scale') && only.length) {
  record('scale', 0, 1, 'needs TEST_DATABASE_URL (PostgreSQL) and Redis');
} else if (wanted('scale')) {
  notRun.push('scale (no TEST_DATABASE_URL)');
}
playwright('e2e', onProductionNode, productionNote);
// Right after the browser run: no card number in its server log or in a dump of its database (issue 9), no
// personal data in its log, and the metrics its scraper read moved (issue 24).
check('card-data-scan', 'node', ['--import', 'tsx', 'scripts/scan-card-data.mjs']);
check('personal-data-scan', 'node', ['--import', 'tsx', 'scripts/scan-personal-data.mjs']);
check('e2e-metrics', 'node', ['scripts/check-e2e-metrics.mjs']);

const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
const skipped = rows.reduce((sum, row) => sum + row.skipped, 0);
console.info('\nSuite                 passed  failed skipped');
for (const row of rows) {
  const counts = [row.passed, row.failed, row.skipped].map((n) => String(n).padStart(7)).join(' ');
  console.info(`${row.name.padEnd(20)} ${counts}  ${row.note}`);
}
const summary = [
  `${passed} passed, ${failed} failed, ${skipped} skipped`,
  notRun.length ? `; not run: ${notRun.join(', ')}` : '',
].join('');
writeFileSync(join(root, 'var/test-summary.txt'), `${summary}\n`);
console.info(summary);
process.exit(failed === 0 && skipped === 0 && rows.length > 0 ? 0 : 1);
