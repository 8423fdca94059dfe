// Starts the production build for the browser tests on a fresh embedded database (var/e2e-<port>).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const port = process.env.E2E_PORT ?? '3100';
const dataDir = join(root, `var/e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: `http://localhost:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATABASE_URL: '',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
