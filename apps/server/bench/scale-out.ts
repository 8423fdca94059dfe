// Issue 24: what one instance serves and what three behind nginx serve, on PostgreSQL, for docs/operations.md
// "Limits". Closed loop: `connections` clients each send the next request when the last is answered, for
// `seconds`; reports requests/s and p50/p99. A report, never a test. Needs a build, TEST_DATABASE_URL and nginx.
// Run: npx tsx bench/scale-out.ts   (BENCH_SECONDS, BENCH_CONNECTIONS)

import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startInstance } from '../test/scale/instance';
import { startNginx } from '../test/scale/nginx';
import { freePort } from '../test/support/http-app';
import { createTestDatabase } from '../test/support/test-db';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const calls = {
  'GET /api/health': { method: 'GET', path: '/api/health' },
  'get-variants': {
    method: 'POST',
    path: '/api/Vehicle/get-variants',
    body: JSON.stringify({ Country: 'AU', State: 'NSW' }),
  },
  'get-driveaway-cost': {
    method: 'POST',
    path: '/api/PaymentOptions/get-driveaway-cost',
    body: JSON.stringify({
      Country: 'AU',
      State: 'NSW',
      CustomerType: 'Private',
      VariantID: 'AU-LUX',
      ExteriorID: 'AU-LUX-SBM',
      InteriorID: 'AU-LUX-SCG',
      DeliveryOption: 'Pickup',
    }),
  },
} as const;

async function saturate(origin: string, call: { method: string; path: string; body?: string }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const end = Date.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.request(
        `${origin}${call.path}`,
        {
          agent,
          method: call.method,
          headers: { 'content-type': 'application/json', 'x-showroom-client': 'web', origin },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
            resolve();
          });
        },
      );
      req.on('error', () => {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
        resolve();
      });
      req.end(call.body);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    statuses: Object.fromEntries(statuses),
  };
}

const database = await createTestDatabase();
const dir = mkdtempSync(join(tmpdir(), 'showroom-bench-'));
const ports = [await freePort(), await freePort(), await freePort()];
const nginxPort = await freePort();
const env = {
  DATABASE_URL: database.url ?? '',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `showroom-bench-${process.pid}:`,
  TRUST_PROXY: '127.0.0.1',
  DATA_DIR: join(dir, 'data'),
};
const rows: string[] = [];
try {
  const first = await startInstance(ports[0] as number, {
    ...env,
    PUBLIC_ORIGIN: `http://127.0.0.1:${ports[0]}`,
  });
  for (const [name, call] of Object.entries(calls)) {
    await saturate(`http://127.0.0.1:${first.port}`, call); // warm-up
    const r = await saturate(`http://127.0.0.1:${first.port}`, call);
    rows.push(
      `| ${name} | 1 instance, direct | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${JSON.stringify(r.statuses)} |`,
    );
  }
  await first.stop();
  const origin = `http://127.0.0.1:${nginxPort}`;
  const instances = await Promise.all(
    ports.map((port) => startInstance(port, { ...env, PUBLIC_ORIGIN: origin })),
  );
  const nginx = await startNginx(join(dir, 'nginx'), nginxPort, ports);
  for (const [name, call] of Object.entries(calls)) {
    await saturate(origin, call);
    const r = await saturate(origin, call);
    rows.push(
      `| ${name} | 3 instances behind nginx | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${JSON.stringify(r.statuses)} |`,
    );
  }
  await nginx.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
console.info(`${connections} connections, ${seconds} s each, node ${process.version}\n`);
console.info('| call | shape | req/s | p50 ms | p99 ms | statuses |\n| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.info(row);
