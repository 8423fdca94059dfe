// Formats a `npm run bench` run (bench/run.mjs): one table per database with every goal's verdict, printed and
// written into docs/performance.md between the `bench:table` markers; and the Lighthouse table (`bench:lighthouse`).
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

export const goals = { ceilingOfBare: 0.5, callOfCeiling: 0.5, p95Ms: 10 };

const n = (x) => Math.round(x).toLocaleString('en-AU');
const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const pct = (x) => `${Math.round(x * 100)} %`;

function table({ database, rows }, fixedRate) {
  const [top, ...callRows] = rows;
  const lines = [
    `| call (${database === 'pglite' ? 'embedded database, PGlite' : 'PostgreSQL'}) | req/s at saturation | ratio (to the row above it, measured in turns) | p50 / p95 / p99 at ${fixedRate}/s (ms) | event-loop delay p99 / max (ms) | goal |`,
    '| --- | ---: | ---: | ---: | ---: | --- |',
    `| bare Fastify route | ${n(top.reference.rps)} | | | | |`,
  ];
  const row = (r, ratioGoal) => {
    const ratio = r.saturation.rps / r.reference.rps;
    const p95ok = r.fixed.p95 <= goals.p95Ms && r.fixed.errors === 0 && r.fixed.dropped === 0;
    const ok = ratio >= ratioGoal && p95ok && r.saturation.errors === 0;
    const fixed = `${ms(r.fixed.p50)} / ${ms(r.fixed.p95)} / ${ms(r.fixed.p99)}`;
    const failures = r.saturation.errors + r.fixed.errors + r.fixed.dropped;
    return {
      ok,
      text: `| ${r.name} | ${n(r.saturation.rps)} | ${pct(ratio)} of ${n(r.reference.rps)} | ${fixed} | ${ms(r.eventLoop.p99)} / ${ms(r.eventLoop.max)} | ${ok ? 'met' : 'MISSED'}${failures ? ` (${failures} failed or dropped)` : ''} |`,
    };
  };
  const verdicts = [row(top, goals.ceilingOfBare)];
  for (const r of callRows) verdicts.push(row(r, goals.callOfCeiling));
  lines.push(...verdicts.map((v) => v.text));
  return { lines, met: verdicts.every((v) => v.ok) };
}

/** Writes `text` into `docs` between the `<!-- name:start -->` and `<!-- name:end -->` markers. */
function replaceBetween(docs, name, text) {
  const page = readFileSync(docs, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`${docs} has no ${start} … ${end} markers`);
  writeFileSync(docs, `${page.slice(0, from + start.length)}\n${text}\n${page.slice(to)}`);
}

/** The Lighthouse rows (bench/lighthouse.mjs) as a table with each goal's verdict; written into `docs`. */
export function writeLighthouseReport({ at, budgets, rows }, { docs }) {
  const mark = (ok) => (ok ? '' : ' (MISSED)');
  const lines = [
    `Run of ${at.slice(0, 16).replace('T', ' ')} UTC, Lighthouse mobile (simulated slow 4G, 4× CPU), Debian's Chromium; load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}.`,
    '',
    `Each row is the median of ${rows[0]?.runs?.length ?? 1} runs by performance score (the runs' scores in brackets).`,
    '',
    '| page | performance | LCP | CLS | TBT | accessibility | best practices |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) =>
      r.error
        ? `| ${r.page} | ${r.error} | | | | | |`
        : `| ${r.page} | ${r.performance}${mark(r.performance >= budgets.performance)} [${(r.runs ?? [r.performance]).join(', ')}] | ${(r.lcpMs / 1000).toFixed(2)} s${mark(r.lcpMs <= budgets.lcpMs)} | ${r.cls}${mark(r.cls <= budgets.cls)} | ${r.tbtMs} ms${mark(r.tbtMs <= budgets.tbtMs)} | ${r.accessibility}${mark(r.accessibility >= budgets.accessibility)} | ${r.bestPractices}${mark(r.bestPractices >= budgets.bestPractices)} |`,
    ),
  ];
  replaceBetween(docs, 'bench:lighthouse', lines.join('\n'));
  return lines;
}

/** Prints one database's table (`print`), or writes the whole run into the docs page (`docs`). */
export function writeReport(run, { print, docs }) {
  if (print) {
    const { lines, met } = table(print, run.fixedRate);
    console.info(
      `\n${lines.join('\n')}\n${met ? 'every goal met' : 'some goals MISSED'} on ${print.database}\n`,
    );
    return;
  }
  const tables = run.databases.map((result) => table(result, run.fixedRate));
  const text = [
    `Run of ${run.at.slice(0, 16).replace('T', ' ')} UTC on ${run.machine}; load average before ${run.loadBefore}, after ${run.loadAfter} (other work shares these cores).`,
    `Each side of a ratio ran ${run.seconds} s in turns of 2 s with the other (the ceiling with the bare route, each call with the ceiling); the fixed rate ran ${run.seconds} s. Goals: the ceiling ≥ ${pct(goals.ceilingOfBare)} of the bare route, each call ≥ ${pct(goals.callOfCeiling)} of the ceiling, p95 ≤ ${goals.p95Ms} ms at ${run.fixedRate}/s, no failed request.`,
    ...tables.flatMap((t) => ['', ...t.lines]),
    '',
    tables.every((t) => t.met) ? 'Every goal met in this run.' : 'Some goals were MISSED in this run.',
  ].join('\n');
  replaceBetween(docs, 'bench:table', text);
}
