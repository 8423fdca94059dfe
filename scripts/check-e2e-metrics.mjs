// Issue 24, done-when 2: /metrics shows the counters moving during the end-to-end run. The e2e server script
// scraped GET /metrics every 5 s (with its token) and kept the first and the latest answer in var/e2e-<port>/;
// this compares them, summed over every shop of the run (one per Playwright worker): requests answered,
// reservations, card payments authorised and emails queued all went up.
// Run: node scripts/check-e2e-metrics.mjs [data-dir …] (default: every var/e2e-<port>/)
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { e2eDataDirs } from './lib/e2e-runs.mjs';

const dataDirs = process.argv.length > 2 ? process.argv.slice(2).map((dir) => resolve(dir)) : e2eDataDirs();

/** The sum of every sample of `name` whose labels include all of `labels`. */
function total(text, name, labels = {}) {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => own.includes(`${key}="${value}"`)))
      sum += Number(match[3]);
  }
  return sum;
}

const scrapes = dataDirs.map((dir) =>
  ['metrics-first.prom', 'metrics-last.prom'].map((name) => `${dir}/${name}`),
);
const missing = scrapes.flat().filter((file) => !existsSync(file));
if (scrapes.length === 0 || missing.length > 0) {
  console.error(
    `e2e-metrics: ${missing.join(', ') || 'var/e2e-<port>/'} missing (run the end-to-end suite first)`,
  );
  process.exit(1);
}
const read = scrapes.map((files) => files.map((file) => readFileSync(file, 'utf8')));
const checks = [
  ['requests answered', 'showroom_http_request_duration_seconds_count', {}],
  [
    'catalogue calls answered',
    'showroom_http_request_duration_seconds_count',
    { route: '/api/Vehicle/get-variants' },
  ],
  ['reservations', 'showroom_reservations', {}],
  ['orders placed', 'showroom_reservations', { status: 'Ordered' }],
  ['card payments authorised', 'showroom_payments', { result: 'authorised' }],
  ['emails in the outbox', 'showroom_outbox_messages', {}],
];
let failed = 0;
for (const [what, name, labels] of checks) {
  const sum = (index) => read.reduce((all, files) => all + total(files[index], name, labels), 0);
  const [before, after] = [sum(0), sum(1)];
  const moved = after > before;
  if (!moved) failed += 1;
  console.info(
    `e2e-metrics: ${what.padEnd(26)} ${String(before).padStart(6)} → ${String(after).padStart(6)} ${moved ? 'moved' : 'DID NOT MOVE'}`,
  );
}
process.exit(failed === 0 ? 0 : 1);
