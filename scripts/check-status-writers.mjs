// Issue 30's content rule, which no import rule can express: only the server's payments module writes payment, refund
// and stock-unit status (scripts/lib/status-writers.mjs). The import rules are dependency-cruiser's
// (.dependency-cruiser.cjs, scripts/lib/dependency-rules.mjs); `npm test -- boundaries` runs both.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { statusWriteProblems } from './lib/status-writers.mjs';

const root = new URL('..', import.meta.url).pathname;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(entry)) yield path;
  }
}

const problems = [];
for (const file of files(join(root, 'apps/server/src'))) {
  problems.push(...statusWriteProblems(relative(root, file), readFileSync(file, 'utf8')));
}

if (problems.length) {
  console.error(`Status written outside the payments module:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.info('status writers: ok');
