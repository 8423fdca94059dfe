import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from './test-db';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  readonly port: number;
  /** What the process wrote to stderr, for failure messages. */
  output(): string;
  /** SIGTERM, then the exit code once it has shut down gracefully. */
  stop(): Promise<number | null>;
  kill(): void;
}

/**
 * The server entry a test starts as a process: the sources through tsx, or with TEST_SERVER_ENTRY=dist the production
 * build (`npm test` builds first and sets it: a process then starts in about half the time, with no transpiling).
 */
export function serverEntry(): string[] {
  if (process.env.TEST_SERVER_ENTRY !== 'dist') return ['--import', 'tsx', 'src/server.ts'];
  if (!existsSync(`${serverDir}dist/server.js`)) {
    throw new Error(
      'TEST_SERVER_ENTRY=dist, but there is no apps/server/dist/server.js: run `npm run build` first.',
    );
  }
  return ['dist/server.js'];
}

/**
 * Starts the real server entry (`serverEntry`) as its own process, as a deployment runs it, and resolves once
 * GET /api/health answers.
 *
 * On PostgreSQL (TEST_DATABASE_URL) a process given no DATABASE_URL gets a database of its own cloned from the
 * suite's migrated and seeded template, dropped once it has stopped, rather than an embedded database in DATA_DIR
 * that it would first create, migrate and seed (20-30 s on the 2-core machine). Without TEST_DATABASE_URL it keeps
 * the embedded one.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const database =
    process.env.TEST_DATABASE_URL && env.DATABASE_URL === undefined ? await createTestDatabase() : undefined;
  const child: ChildProcess = spawn(process.execPath, serverEntry(), {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
      // No drain unless a test asks for one (SHUTDOWN_DRAIN_SECONDS): stopping a process is then quick.
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
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
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))).then(
    async (code) => {
      await database?.close();
      return code;
    },
  );

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited early:\n${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on ${port} did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
