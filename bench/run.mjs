// `npm run bench`: builds the shop, starts it on a fresh embedded database in its own process, and drives each
// scenario at a fixed request rate, printing p50/p95/p99 latency and throughput next to an empty route (the ceiling).
// A report, never a pass/fail test: these machines are shared and noisy. Budgets: p95 < 50 ms at the stated rate.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLoad } from './load.mjs';
import { scenarios } from './scenarios.mjs';
import { root, startShop } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3300);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const only = process.argv.slice(2);
// The inventory budget is for 5,000 stock units: load them before the server starts (issue 5).
const loadStock = (dataDir) => {
  const script = join(root, 'apps/server/bench/seed-bench-stock.ts');
  const run = spawnSync('npx', ['tsx', script, dataDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
  });
  if (run.status !== 0) process.exit(1);
};
const { base, stop } = await startShop({ port, dataDirName: 'bench-db', prepare: loadStock });
const rows = [];
for (const scenario of scenarios) {
  if (only.length && !only.includes(scenario.name)) continue;
  const prepared = scenario.prepare ? await scenario.prepare(base) : {};
  const request = { ...scenario.request(base, prepared), rate: scenario.rate, seconds };
  await runLoad({ ...request, seconds: 2 }); // warm-up
  const result = await runLoad(request);
  rows.push({ name: scenario.name, rate: scenario.rate, ...result });
  const f = (n) => n.toFixed(1).padStart(7);
  console.info(
    `${scenario.name.padEnd(34)} rate ${String(scenario.rate).padStart(4)}/s  achieved ${f(result.rps)}/s  p50 ${f(result.p50)} ms  p95 ${f(result.p95)} ms  p99 ${f(result.p99)} ms  errors ${result.errors}  statuses ${JSON.stringify(result.statuses)}${scenario.budgetMs ? `  budget p95 < ${scenario.budgetMs} ms: ${result.p95 < scenario.budgetMs ? 'met' : 'MISSED'}` : ''}`,
  );
}
mkdirSync(join(root, 'var/bench'), { recursive: true });
writeFileSync(
  join(root, 'var/bench/report.json'),
  JSON.stringify({ at: new Date().toISOString(), seconds, rows }, null, 2),
);
stop();
process.exit(0);
