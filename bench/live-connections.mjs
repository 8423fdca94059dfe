// `npm run bench:live` (issue 36, done-when 3): what idle live-event streams cost one instance. Starts the built shop
// on a fresh embedded database, measures the catalogue call's throughput (get-variants, autocannon, 50 connections)
// with no stream open, opens BENCH_STREAMS (2,000) idle `GET /api/events` streams, reads the process's resident
// memory before and after (memory per stream), measures the same call again with them open, then holds a vehicle
// through the API and counts the streams that heard it. Prints the figures as Markdown table rows. A report, not a
// test. Settings: BENCH_PORT (3300), BENCH_SECONDS (10), BENCH_STREAMS (2000).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { onSupportedNode } from '../scripts/lib/supported-node.mjs';
import { saturate } from './saturate.mjs';
import { startShop } from './server.mjs';

await onSupportedNode();

const port = Number(process.env.BENCH_PORT ?? 3300);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const count = Number(process.env.BENCH_STREAMS ?? 2000);

const shop = await startShop({
  port,
  dataDirName: 'bench-live',
  env: { LIVE_STREAMS_PER_CLIENT: String(count + 10), LOG_LEVEL: 'warn' },
});
const rssMb = () => {
  const line = readFileSync(`/proc/${shop.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) / 1024;
};
const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const variants = {
  url: `${shop.base}/api/Vehicle/get-variants`,
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-showroom-client': 'web' },
  body: JSON.stringify({ Country: 'AU', State: 'NSW' }),
  seconds,
};
// Warm the shop up, then the throughput with no stream.
await saturate({ ...variants, seconds: 3 });
await settle(2_000);
const before = await saturate(variants);
await settle(2_000);
const rssBefore = rssMb();

// Idle streams, each on its own socket, as browsers hold them.
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const streams = [];
let opened = 0;
let heard = 0;
await new Promise((resolve, reject) => {
  for (let i = 0; i < count; i += 1) {
    const request = http.get(`${shop.base}/api/events?country=AU`, { agent }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream ${i} answered ${response.statusCode}`));
      let counted = false;
      response.on('data', (chunk) => {
        if (!counted && String(chunk).includes('event: stock')) {
          counted = true;
          heard += 1;
        }
      });
      opened += 1;
      if (opened === count) resolve();
    });
    request.on('error', reject);
    streams.push(request);
  }
});
await settle(3_000);
const rssAfter = rssMb();
const during = await saturate(variants);

// Every stream hears one change: a vehicle held through the API (the hold's stock event).
const held = await fetch(`${shop.base}/api/Order/place-reservation`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-showroom-client': 'web' },
  body: JSON.stringify({
    order: {
      Country: 'AU',
      State: 'NSW',
      VariantID: 'AU-SPORT',
      ExteriorID: 'AU-SPORT-SWH',
      InteriorID: 'AU-SPORT-JBI',
      DeliveryOption: 'Pickup',
      PickupLocationName: 'Cadillac Experience Centre Sydney',
      CustomerType: 'Private',
      FirstName: 'Bench',
      LastName: 'Live',
      Email: 'bench.live@example.com',
      Mobile: '0412345678',
    },
  }),
});
if (held.status !== 200) throw new Error(`place-reservation answered ${held.status}: ${await held.text()}`);
const heardBy = Date.now() + 5_000;
while (heard < count && Date.now() < heardBy) await settle(100);

for (const request of streams) request.destroy();
await shop.stop();

const perStream = ((rssAfter - rssBefore) * 1024) / count;
const ratio = during.rps / before.rps;
console.info(`| Idle live-event streams | ${count} |`);
console.info(
  `| Resident memory before / with them | ${rssBefore.toFixed(0)} MB / ${rssAfter.toFixed(0)} MB |`,
);
console.info(`| Memory per stream | ${perStream.toFixed(1)} KB |`);
console.info(
  `| get-variants req/s without / with them | ${before.rps.toFixed(0)} / ${during.rps.toFixed(0)} (${(ratio * 100).toFixed(0)}%) |`,
);
console.info(`| Streams that heard a hold within 5 s | ${heard} of ${count} |`);
