// Builds the shop (unless BENCH_SKIP_BUILD) and starts it in its own process on a fresh embedded database, for
// the benchmarks. Returns its base URL and a stop function.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** `prepare(dataDir)` runs on the fresh database directory before the server opens it (e.g. to load data). */
export async function startShop({ port, dataDirName, prepare }) {
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(1);
  }
  const base = `http://localhost:${port}`;
  const dataDir = join(root, 'var', dataDirName);
  rmSync(dataDir, { recursive: true, force: true });
  prepare?.(dataDir);
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      PUBLIC_ORIGIN: base,
    },
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not become healthy.');
}
