// Where the browser tests' shops kept their data: one var/e2e-<port>/ per Playwright worker (apps/web/e2e/fixtures.ts,
// scripts/e2e-server.mjs), each with its embedded database (db/), its log (server.log) and its /metrics scrapes.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const varDir = new URL('../../var', import.meta.url).pathname;

/** Every var/e2e-<port>/ the last browser run left, by port. */
export function e2eDataDirs(dir = varDir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^e2e-\d+$/.test(name))
    .sort()
    .map((name) => join(dir, name));
}

/** Removes what an earlier browser run left (its shops' folders and mail), so the checks after a run read only it. */
export function clearE2eRuns(dir = varDir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (/^e2e-(\d+|\d+-mail|template|maintenance-\d+)$/.test(name))
      rmSync(join(dir, name), { recursive: true, force: true });
  }
}
