// `npm start`: install what is missing, build, then serve the whole shop on http://localhost:3000.
// The server applies migrations and the idempotent seed itself, on the embedded PGlite database unless DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { ensureInstall, root, run } from './lib/ensure-install.mjs';
import { onSupportedNode } from './lib/supported-node.mjs';

await onSupportedNode();
ensureInstall();
console.info('Building the web app and the server…');
if (run('npm', ['run', 'build']) !== 0) process.exit(1);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
