// Throughput at saturation: autocannon with 50 connections (one request in flight on each) for `seconds`.
import autocannon from 'autocannon';

/** @returns {Promise<{ rps: number, requests: number, seconds: number, errors: number, non2xx: number }>} */
export async function saturate({ url, method = 'GET', headers = {}, body, seconds, connections = 50 }) {
  const result = await autocannon({ url, method, headers, body, duration: seconds, connections });
  const elapsed = result.duration || seconds;
  return {
    rps: result.requests.total / elapsed,
    requests: result.requests.total,
    seconds: elapsed,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Two loads measured in turns of `slice` seconds for `seconds` each, so that a change in what else the machine is
 * doing weighs on both alike; `between(side)` runs after each turn (e.g. to read the server's event-loop delay).
 * Returns each side's throughput over all its turns.
 */
export async function saturateInTurns(sides, { seconds, slice = 2, between = async () => {} }) {
  const totals = sides.map(() => ({ requests: 0, seconds: 0, errors: 0, non2xx: 0 }));
  for (let done = 0; done < seconds; done += slice) {
    for (const [index, side] of sides.entries()) {
      const turn = await saturate({ ...side, seconds: slice });
      const total = totals[index];
      total.requests += turn.requests;
      total.seconds += turn.seconds;
      total.errors += turn.errors;
      total.non2xx += turn.non2xx;
      await between(index);
    }
  }
  return totals.map((total) => ({ ...total, rps: total.requests / total.seconds }));
}
