// Preloaded into the benchmarked server (node --import): samples the event loop's delay, how late a timer
// fires, which is how long the longest piece of synchronous work (a PGlite query, a big JSON) kept every other
// request waiting. SIGUSR2 writes the delays since the last signal to $BENCH_EVENT_LOOP_FILE (whole, by rename,
// numbered `n` from 1) and starts afresh.
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
let n = 0;
process.on('SIGUSR2', () => {
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const file = process.env.BENCH_EVENT_LOOP_FILE;
  n += 1;
  const delays = {
    n,
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
  };
  writeFileSync(`${file}.tmp`, JSON.stringify(delays));
  renameSync(`${file}.tmp`, file);
  histogram.reset();
});
