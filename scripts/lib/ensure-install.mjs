// Installs dependencies when node_modules is missing or older than package-lock.json.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** npm install with the build tools (devDependencies) included even when NODE_ENV=production omits them. */
const installArgs = ['install', '--include=dev', '--no-audit', '--no-fund'];
/** A build tool only a devDependency provides: without it the install left them out, whatever the marker says. */
const buildTool = join('node_modules', '.bin', 'vite');

function lockHash(dir) {
  const lock = join(dir, 'package-lock.json');
  if (!existsSync(lock)) return 'no-lock';
  return createHash('sha256')
    .update(readFileSync(lock))
    .update(readFileSync(join(dir, 'package.json')))
    .digest('hex');
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Installs (dev dependencies included) unless the marker matches the lock file and the build tools are present. */
export function ensureInstall({ dir = root, npm = 'npm' } = {}) {
  const marker = join(dir, 'node_modules', '.showroom-install');
  const wanted = lockHash(dir);
  const installed = existsSync(marker) && readFileSync(marker, 'utf8') === wanted;
  if (installed && existsSync(join(dir, buildTool))) return;
  console.info('Installing dependencies (npm install --include=dev)…');
  const status = run(npm, installArgs, { cwd: dir });
  if (status !== 0) {
    console.error('npm install failed; see the messages above.');
    process.exit(status);
  }
  writeFileSync(marker, lockHash(dir));
}
