// `npm run bench:lighthouse` (also the last part of `npm run bench`): Lighthouse's mobile audit of the main pages
// in Debian's Chromium against the production build, printing performance and accessibility scores, LCP, CLS and
// TBT next to the goals of issue 23 (performance 100, LCP ≤ 1.2 s, CLS 0, TBT ≤ 50 ms, accessibility 100), and
// writing them into docs/performance.md. A report, not a test. Lighthouse (pinned, Node 18.16+) is installed on
// first use into var/tools, so the project's own install stays lean.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onSupportedNode } from '../scripts/lib/supported-node.mjs';
import { writeLighthouseReport } from './report.mjs';
import { root, startShop } from './server.mjs';

// The measured shop runs on the project's Node.js (22.12+, fetched where the machine's is older).
await onSupportedNode();

const LIGHTHOUSE = 'lighthouse@12.8.2';
const pages = ['/', '/au-en', '/nz-en', '/au-en/inventory'];
const budgets = { performance: 100, accessibility: 100, lcpMs: 1200, cls: 0, tbtMs: 50 };

const tools = join(root, 'var/tools');
const cli = join(tools, 'node_modules/lighthouse/cli/index.js');
if (!existsSync(cli)) {
  mkdirSync(tools, { recursive: true });
  const install = spawnSync(
    'npm',
    ['install', '--prefix', tools, '--no-save', '--no-audit', '--no-fund', LIGHTHOUSE],
    {
      stdio: 'inherit',
    },
  );
  if (install.status !== 0) process.exit(1);
}

if (process.argv.includes('--skip-build')) process.env.BENCH_SKIP_BUILD = '1';
const port = Number(process.env.BENCH_PORT ?? 3301);
const { base, stop } = await startShop({ port, dataDirName: 'lighthouse-db' });
const out = join(root, 'var/bench/lighthouse');
mkdirSync(out, { recursive: true });

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
].join(' ');
const rows = [];
for (const page of pages) {
  const file = join(out, `${page.replaceAll('/', '_') || 'root'}.json`);
  const run = spawnSync(
    process.execPath,
    [
      cli,
      `${base}${page}`,
      '--output=json',
      `--output-path=${file}`,
      '--only-categories=performance,accessibility',
      `--chrome-flags=${chromeFlags}`,
      '--quiet',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
  );
  if (run.status !== 0) {
    rows.push({ page, error: `lighthouse exited ${run.status}` });
    continue;
  }
  const { categories, audits } = JSON.parse(readFileSync(file, 'utf8'));
  const score = (c) => Math.round(categories[c].score * 100);
  rows.push({
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
  });
}
await stop();

const summary = { at: new Date().toISOString(), budgets, rows };
for (const line of writeLighthouseReport(summary, { docs: join(root, 'docs/performance.md') }))
  console.info(line);
writeFileSync(join(out, 'summary.json'), JSON.stringify(summary, null, 2));
process.exit(0);
