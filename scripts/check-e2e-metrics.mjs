// Issue 24, done-when 2: /metrics shows the counters moving during the end-to-end run. The e2e server script
// scraped GET /metrics every 5 s (with its token) and kept the first and the latest answer in var/e2e-<port>/;
// this compares them: requests answered, reservations, card payments authorised and emails queued all went up.
// Run: node scripts/check-e2e-metrics.mjs [data-dir]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir = resolve(process.argv[2] ?? join(root, `var/e2e-${process.env.E2E_PORT ?? '3100'}`));

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

const files = ['metrics-first.prom', 'metrics-last.prom'].map((name) => join(dataDir, name));
const missing = files.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`e2e-metrics: ${missing.join(', ')} missing (run the end-to-end suite first)`);
  process.exit(1);
}
const [first, last] = files.map((file) => readFileSync(file, 'utf8'));
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
  const [before, after] = [total(first, name, labels), total(last, name, labels)];
  const moved = after > before;
  if (!moved) failed += 1;
  console.info(
    `e2e-metrics: ${what.padEnd(26)} ${String(before).padStart(6)} → ${String(after).padStart(6)} ${moved ? 'moved' : 'DID NOT MOVE'}`,
  );
}
process.exit(failed === 0 ? 0 : 1);
