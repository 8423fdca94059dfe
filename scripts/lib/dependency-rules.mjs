// Runs dependency-cruiser with the repository's rules (.dependency-cruiser.cjs) over `apps` and `packages` of a
// tree, the real one or a scratch one, for dependency-rules.test.mjs (`npm test -- boundaries` runs its CLI).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const repositoryRoot = new URL('../..', import.meta.url).pathname;
const depcruise = join(repositoryRoot, 'node_modules/.bin/depcruise');
const config = join(repositoryRoot, '.dependency-cruiser.cjs');

/** The rules a tree breaks, as dependency-cruiser reports them (`{ rule, from, to }`), empty when it keeps them. */
export function brokenRules(tree = repositoryRoot) {
  const roots = ['apps', 'packages'].filter((dir) => existsSync(join(tree, dir)));
  const run = spawnSync(depcruise, [...roots, '--config', config, '--output-type', 'json'], {
    cwd: tree,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  if (!run.stdout) throw new Error(`dependency-cruiser gave no report: ${run.stderr}`);
  return JSON.parse(run.stdout).summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.to,
  }));
}
