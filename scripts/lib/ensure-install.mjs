// Installs dependencies when node_modules is missing or older than package-lock.json.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

function lockHash() {
  const lock = join(root, 'package-lock.json');
  if (!existsSync(lock)) return 'no-lock';
  return createHash('sha256')
    .update(readFileSync(lock))
    .update(readFileSync(join(root, 'package.json')))
    .digest('hex');
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function ensureInstall() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Showroom needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
  if (major === 20) {
    console.info(
      `Node.js ${process.versions.node}: fine for development here, but past its end of life; production runs on Node.js 22 or 24 (docs/operations.md).`,
    );
  }
  const marker = join(root, 'node_modules', '.showroom-install');
  const wanted = lockHash();
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  console.info('Installing dependencies (npm install)…');
  const status = run('npm', ['install', '--no-audit', '--no-fund']);
  if (status !== 0) {
    console.error('npm install failed; see the messages above.');
    process.exit(status);
  }
  writeFileSync(marker, lockHash());
}
