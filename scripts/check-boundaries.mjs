// Enforces the dependency rules of ARCHITECTURE.md section 2 that biome's import rules cannot express:
// a web feature never imports another feature (the app composes them), and the domain never imports the contract;
// and issue 30's: only the server's payments module writes payment, refund and stock-unit status.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { statusWriteProblems } from './lib/status-writers.mjs';

const root = new URL('..', import.meta.url).pathname;
const featuresDir = join(root, 'apps/web/src/features');
const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  let entries = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(entry)) yield path;
  }
}

const problems = [];
for (const file of files(featuresDir)) {
  const feature = relative(featuresDir, file).split(sep)[0];
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier);
    if (!target.startsWith(featuresDir + sep)) continue;
    const targetFeature = relative(featuresDir, target).split(sep)[0];
    if (targetFeature !== feature) {
      problems.push(
        `${relative(root, file)} imports feature "${targetFeature}" (${specifier}); compose features in src/app instead.`,
      );
    }
  }
}

for (const file of files(join(root, 'apps/server/src'))) {
  problems.push(...statusWriteProblems(relative(root, file), readFileSync(file, 'utf8')));
}

if (problems.length) {
  console.error(`Dependency rule broken:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.info('boundaries: ok');
