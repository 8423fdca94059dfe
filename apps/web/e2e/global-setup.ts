import { spawnSync } from 'node:child_process';

const root = new URL('../../..', import.meta.url).pathname;

/** Once a run, before any worker starts its shop: the template database they all copy (scripts/e2e-template.mjs). */
export default function globalSetup() {
  const made = spawnSync(process.execPath, [`${root}scripts/e2e-template.mjs`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env },
  });
  if (made.status !== 0)
    throw new Error('scripts/e2e-template.mjs failed: the e2e shops have no database to start from');
}
