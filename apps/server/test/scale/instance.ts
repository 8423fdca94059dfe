import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const builtServer = `${serverDir}dist/server.js`;

export interface Instance {
  readonly port: number;
  readonly pid: number;
  /** What it wrote (its JSON log), for failure messages and checks. */
  output(): string;
  /** SIGTERM (graceful shutdown), then its exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: gone at once, mid-request, with its claims held. */
  kill(): Promise<void>;
}

/**
 * The production build (`dist/server.js`, what `npm run build` makes and a deployment runs) as its own process;
 * resolves once GET /api/ready answers 200 (database reachable, migrations applied, workers running).
 */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  if (!existsSync(builtServer)) {
    throw new Error(
      `The scale test runs the built server: run \`npm run build\` first (${builtServer} is missing).`,
    );
  }
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', builtServer], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // No drain unless a test asks for one (SHUTDOWN_DRAIN_SECONDS): stopping a process is then quick.
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`instance on ${port} exited early:\n${output}`);
    }
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`instance on ${port} did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    pid: child.pid ?? 0,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
