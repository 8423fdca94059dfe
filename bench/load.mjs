// An open-loop load generator: requests are scheduled at a fixed rate whatever the server does, and each latency
// is measured from the request's scheduled start, so a slow server cannot hide its queueing (no coordinated omission).
import http from 'node:http';

/**
 * @param {{ url: string, method?: string, headers?: Record<string,string>, body?: string | (() => string),
 *           rate: number, seconds: number, maxInFlight?: number }} options
 */
export async function runLoad(options) {
  const { url, method = 'GET', headers = {}, rate, seconds, maxInFlight = 256 } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxInFlight });
  const target = new URL(url);
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  let inFlight = 0;
  let dropped = 0;
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();

  const fire = (scheduled) =>
    new Promise((resolve) => {
      const body = typeof options.body === 'function' ? options.body() : options.body;
      const req = http.request(
        {
          agent,
          hostname: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - scheduled);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      if (body) req.write(body);
      req.end();
    });

  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const scheduled = start + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (inFlight >= maxInFlight) {
      dropped += 1;
      continue;
    }
    inFlight += 1;
    pending.push(fire(scheduled).then(() => (inFlight -= 1)));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies.length
      ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]
      : Number.NaN;
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: latencies.at(-1) ?? Number.NaN,
    errors,
    dropped,
    statuses: Object.fromEntries(statuses),
  };
}
