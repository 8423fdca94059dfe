// Throughput at saturation: autocannon with 50 connections (one request in flight on each) for `seconds`.
import autocannon from 'autocannon';

/** @returns {Promise<{ rps: number, p50: number, p99: number, errors: number, non2xx: number }>} */
export async function saturate({ url, method = 'GET', headers = {}, body, seconds, connections = 50 }) {
  const result = await autocannon({ url, method, headers, body, duration: seconds, connections });
  return {
    rps: result.requests.total / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
