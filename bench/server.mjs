// Builds the shop (unless BENCH_SKIP_BUILD) and starts it in its own process, for the benchmarks: on a fresh
// embedded database, or on the PostgreSQL database `databaseUrl` names. Returns its base URL, pid and a stop function.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function buildOnce() {
  if (process.env.BENCH_SKIP_BUILD) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  process.env.BENCH_SKIP_BUILD = '1';
}

/**
 * `prepare(dataDir)` runs on the fresh database directory before the server opens it (e.g. to load data);
 * `nodeArgs` go to node (e.g. a preloaded probe), `env` to the server.
 */
export async function startShop({ port, dataDirName, prepare, databaseUrl = '', nodeArgs = [], env = {} }) {
  buildOnce();
  const base = `http://localhost:${port}`;
  const dataDir = join(root, 'var', dataDirName);
  rmSync(dataDir, { recursive: true, force: true });
  prepare?.(dataDir);
  const server = spawn(process.execPath, [...nodeArgs, join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: base,
      ...env,
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  process.on('exit', () => server.kill('SIGTERM'));
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: server.pid, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not become healthy.');
}
