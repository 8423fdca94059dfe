// Measures the embedded gazetteer: the one-time load and index, the first searches after it ("cold-ish") and
// steady-state searches. A report, never a test (timings depend on the machine).
//   npm run bench:gazetteer -w @showroom/server
import { performance } from 'node:perf_hooks';
import { embeddedAddressProvider } from '../src/platform/adapters/address/embedded-address-provider';
import { loadGazetteer } from '../src/platform/adapters/address/gazetteer-data';

const queries: ['AU' | 'NZ', string][] = [
  ['AU', '12 Smith St Parramatta'],
  ['AU', '12 Smith Street, Parramatta NSW 2150'],
  ['AU', '2150 NSW'],
  ['AU', 'Parram'],
  ['AU', '5 Bligh St Dubbo NSW'],
  ['AU', '1 Collins St Melbourne VIC 3000'],
  ['AU', '77 Long Road Name That Matches Nothing'],
  ['NZ', '12 Queen Street Auckland'],
  ['NZ', '1 Riccarton Rd, Riccarton, Christchurch 8011'],
  ['NZ', 'Taupo'],
];

const ms = (start: number) => performance.now() - start;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

const loadStart = performance.now();
await loadGazetteer();
const loadMs = ms(loadStart);

const provider = embeddedAddressProvider();
const firstRound: number[] = [];
for (const [country, text] of queries) {
  const start = performance.now();
  await provider.suggest(country, text);
  firstRound.push(ms(start));
}

const rounds = 200;
const timings: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const [country, text] of queries) {
    const start = performance.now();
    await provider.suggest(country, text);
    timings.push(ms(start));
  }
}
timings.sort((a, b) => a - b);

const fmt = (value: number) => `${value.toFixed(2)} ms`;
console.info(`load + index (once per process): ${fmt(loadMs)}`);
console.info(`first search of each query after loading: max ${fmt(Math.max(...firstRound))}`);
for (const [i, [country, text]] of queries.entries())
  console.info(`  ${country} ${JSON.stringify(text)}: ${fmt(firstRound[i]!)}`);
console.info(
  `steady state over ${timings.length} searches: p50 ${fmt(percentile(timings, 0.5))}, p95 ${fmt(percentile(timings, 0.95))}, max ${fmt(timings[timings.length - 1]!)}`,
);
