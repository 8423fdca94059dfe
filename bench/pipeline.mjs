// `node bench/pipeline.mjs`: what each layer of the request pipeline costs. Starts apps/server/bench/
// pipeline-layers.ts with 1, 2, … layers (bare Fastify, logger, request id, security headers, cross-site check,
// zod validation + serialisation + envelope) and measures a route answering from memory and the 404 envelope
// at saturation (autocannon, 50 connections). A report for docs/performance.md, not a test.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { saturate } from './saturate.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 4235);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const layers = ['bare', 'logger', 'request id', 'security headers', 'cross-site check', 'zod + envelope'];
const json = { 'content-type': 'application/json', 'x-showroom-client': 'bench' };
const body = JSON.stringify({ Country: 'AU', State: 'NSW' });

async function serve(count) {
  const child = spawn('npx', ['tsx', 'apps/server/bench/pipeline-layers.ts', String(count), String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 60; i += 1) {
    await new Promise((r) => setTimeout(r, 250));
    try {
      await fetch(`http://127.0.0.1:${port}/api/none`, { method: 'POST', headers: json, body });
      return () => process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
  throw new Error('pipeline-layers did not start');
}

const rows = [];
for (let count = 1; count <= layers.length; count += 1) {
  const stop = await serve(count);
  const url = (path) => `http://127.0.0.1:${port}${path}`;
  await saturate({ url: url('/api/probe'), method: 'POST', headers: json, body, seconds: 1 });
  const route = await saturate({ url: url('/api/probe'), method: 'POST', headers: json, body, seconds });
  const missing = await saturate({ url: url('/api/none'), method: 'POST', headers: json, body, seconds });
  stop();
  await new Promise((r) => setTimeout(r, 500));
  rows.push({ layer: layers[count - 1], route: route.rps, notFound: missing.rps });
  const prev = rows.at(-2);
  const cost = (now, before) =>
    before ? `${((1e6 / now - 1e6 / before) | 0).toString().padStart(4)} µs` : '';
  console.info(
    `+ ${layers[count - 1].padEnd(18)} route ${String(Math.round(route.rps)).padStart(6)} req/s ${cost(route.rps, prev?.route)}   404 ${String(Math.round(missing.rps)).padStart(6)} req/s ${cost(missing.rps, prev?.notFound)}`,
  );
}
console.info(
  `(µs: added time per request, 1/throughput, over the row before; ${join('bench', 'pipeline.mjs')})`,
);
