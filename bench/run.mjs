// `npm run bench` (issue 23): in one run, on the embedded database and then on PostgreSQL, measures a bare Fastify
// route, the app's own ceiling (the 404 envelope) and each catalogue, price and inventory call: throughput at
// saturation (autocannon, 50 connections), its ratio to the ceiling, latency p50/p95/p99 at a fixed 500 requests a
// second (open loop, bench/load.mjs) and the server's event-loop delay under saturation. Each ratio's two sides are
// measured in turns of 2 s (the ceiling against the bare route, each call against the ceiling), so that other work
// on the machine weighs on both alike. Prints the table, keeps it in var/bench/report.json and writes it into
// docs/performance.md with the machine it ran on. A report, not a test.
// Settings: BENCH_PORT (3300; +1 for the bare route), BENCH_SECONDS (10, each measurement), BENCH_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/showroom_bench, dropped and created afresh), BENCH_DATABASES (pglite,postgres).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { onSupportedNode } from '../scripts/lib/supported-node.mjs';
import { runLoad } from './load.mjs';
import { writeReport } from './report.mjs';
import { saturate, saturateInTurns } from './saturate.mjs';
import { calls, ceiling } from './scenarios.mjs';
import { buildOnce, root, startShop } from './server.mjs';

// The measured shop runs on the project's Node.js (22.12+, fetched where the machine's is older).
await onSupportedNode();

const port = Number(process.env.BENCH_PORT ?? 3300);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const fixedRate = 500;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/showroom_bench';
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const eventLoopFile = join(root, 'var/bench/event-loop.json');
mkdirSync(join(root, 'var/bench'), { recursive: true });

/** Drops and creates the bench database (connecting to the server's `postgres` database to do it). */
async function freshPostgres(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href,
  });
  await admin.connect();
  await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
}

/** Migrates, seeds and loads 5,000 stock units (apps/server/bench/seed-bench-stock.ts). */
function loadStock(dataDir, databaseUrl) {
  const script = join(root, 'apps/server/bench/seed-bench-stock.ts');
  const run = spawnSync('npx', ['tsx', script, dataDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (run.status !== 0) process.exit(1);
}

/** The bare Fastify route in a process of its own, beside the shop. */
async function startBareFastify() {
  const child = spawn(process.execPath, [join(root, 'bench/bare-fastify.mjs'), String(port + 1)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port + 1}`;
  for (
    let i = 0;
    i < 40 && !(await fetch(`${base}/api/none`, { method: 'POST' }).catch(() => null));
    i += 1
  ) {
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop: () => child.kill('SIGTERM') };
}

/** The server's event-loop delay since the last call (bench/event-loop-probe.mjs), waiting for its answer. */
const signalsSent = new Map();
async function eventLoopDelay(pid) {
  const n = (signalsSent.get(pid) ?? 0) + 1;
  signalsSent.set(pid, n);
  process.kill(pid, 'SIGUSR2');
  for (let wait = 0; wait < 200; wait += 1) {
    await new Promise((r) => setTimeout(r, 25));
    try {
      const delays = JSON.parse(readFileSync(eventLoopFile, 'utf8'));
      if (delays.n === n) return delays;
    } catch {}
  }
  throw new Error('The server did not report its event-loop delay.');
}

/**
 * A call at saturation in turns with `reference` (the ceiling, or for the ceiling the bare route), the server's
 * event-loop delay over the call's turns (the worst turn's p99 and max), then the call at the fixed rate.
 */
async function measure(shop, scenario, reference) {
  const request = scenario.request(shop.base);
  await saturate({ ...request, seconds: 1 }); // warm-up: first reads, JIT
  await eventLoopDelay(shop.pid);
  const delays = [];
  const [atSaturation, alongside] = await saturateInTurns([request, reference], {
    seconds,
    between: async (side) => {
      const delay = await eventLoopDelay(shop.pid);
      if (side === 0) delays.push(delay);
    },
  });
  const eventLoop = {
    p99: Math.max(...delays.map((d) => d.p99)),
    max: Math.max(...delays.map((d) => d.max)),
  };
  const atRate = await runLoad({ ...request, rate: fixedRate, seconds });
  return { name: scenario.name, saturation: atSaturation, reference: alongside, fixed: atRate, eventLoop };
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const run = {
  at: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`,
  loadBefore: load(),
  seconds,
  fixedRate,
  databases: [],
};
buildOnce();
for (const database of databases) {
  const databaseUrl = database === 'postgres' ? postgresUrl : '';
  if (databaseUrl) await freshPostgres(databaseUrl);
  const shop = await startShop({
    port,
    dataDirName: 'bench-db',
    databaseUrl,
    prepare: (dataDir) => loadStock(dataDir, databaseUrl),
    nodeArgs: ['--import', join(root, 'bench/event-loop-probe.mjs')],
    env: { BENCH_EVENT_LOOP_FILE: eventLoopFile },
  });
  const bareFastify = await startBareFastify();
  const bareRequest = ceiling.request(bareFastify.base);
  await saturate({ ...bareRequest, seconds: 1 });
  const top = await measure(shop, ceiling, bareRequest);
  bareFastify.stop();
  const rows = [top];
  for (const scenario of calls) rows.push(await measure(shop, scenario, ceiling.request(shop.base)));
  await shop.stop();
  const result = { database, bare: top.reference, rows };
  run.databases.push(result);
  writeReport(run, { print: result });
}
run.loadAfter = load();
writeFileSync(join(root, 'var/bench/report.json'), JSON.stringify(run, null, 2));
writeReport(run, { docs: join(root, 'docs/performance.md') });
process.exit(0);
