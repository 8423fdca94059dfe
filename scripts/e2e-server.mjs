// Starts the production build for the browser tests on a fresh embedded database (var/e2e-<port>), sending its
// email to a real SMTP server on the next port that keeps each message in E2E_MAIL_DIR.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { seedExpiredLink, startMailCatcher } from './lib/e2e-fixtures.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = process.env.E2E_PORT ?? '3100';
const smtpPort = Number(port) + 1;
const dataDir = join(root, `var/e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const mailCatcher = await startMailCatcher(
  smtpPort,
  process.env.E2E_MAIL_DIR ?? join(root, `var/e2e-${port}-mail`),
);
if (process.env.E2E_EXPIRED_LINK) {
  // The server keeps its embedded database in DATA_DIR/db.
  const database = join(dataDir, 'db');
  await seedExpiredLink(database, join(root, 'apps/server/dist/migrations'), process.env.E2E_EXPIRED_LINK);
}

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
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // The outbox stays readable in the development mailbox too.
    DEV_MAILBOX: 'true',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  mailCatcher.close(() => process.exit(code ?? 0));
});
