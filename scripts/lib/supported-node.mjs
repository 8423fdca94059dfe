// The project runs on Node.js 22.12 or newer (docs/decisions/0030-node-22-everywhere.md). Where the machine's Node.js
// is older, `npm start` and `npm test` fetch Node.js 22 once from the npm registry's `node` package
// (scripts/lib/node-runtime.mjs) and run again on it, with it first on PATH for every tool they start.
import { spawn } from 'node:child_process';
import { nodeRuntime } from './node-runtime.mjs';

/** Whether `version` (major.minor.patch) is 22.12 or newer. */
export function isSupportedNode(version) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

/**
 * Returns at once on a supported Node.js. Otherwise runs this same script on Node.js 22 (saying so in one line),
 * passes signals on, and exits with its code: nothing after the call runs on the old Node.js.
 */
export async function onSupportedNode() {
  if (isSupportedNode(process.versions.node)) return;
  const runtime = nodeRuntime(22);
  console.info(
    `Node.js ${process.versions.node} is past its end of life: running on Node.js ${runtime.version} from the npm registry (var/tools/node-22).`,
  );
  const child = spawn(runtime.node, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...runtime.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}
