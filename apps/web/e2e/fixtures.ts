import { type ChildProcess, spawn } from 'node:child_process';
import { test as base } from '@playwright/test';

const root = new URL('../../..', import.meta.url).pathname;
/** The first worker's shop answers on E2E_PORT_BASE (default 3100) and its test SMTP server on the next port. */
const firstPort = Number(process.env.E2E_PORT_BASE ?? 3100);

/** The port of the shop a worker's journeys run against: ten apart, so each shop's SMTP port is free too. */
export const shopPort = (parallelIndex: number) => firstPort + 10 * parallelIndex;

async function healthy(port: number, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the e2e shop on ${port} exited with ${server.exitCode}`);
    const ok = await fetch(`http://localhost:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the e2e shop on ${port} did not answer /api/health`);
}

/**
 * Every journey's `test`: each Playwright worker starts its own shop (scripts/e2e-server.mjs: the production build on
 * a fresh embedded database, with its own test SMTP server and mail folder) and runs its files against it, so the
 * journeys of two workers never share stock, accounts, mail or the movable clock.
 */
export const test = base.extend<object, { shop: { port: number } }>({
  shop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take their dependencies as an object.
    async ({}, use, workerInfo) => {
      const port = shopPort(workerInfo.parallelIndex);
      // The journeys' helpers (support.ts) and the maintenance journey read these in this worker's process.
      process.env.E2E_PORT = String(port);
      process.env.E2E_MAIL_DIR = `${root}var/e2e-${port}-mail`;
      const server = spawn(process.execPath, [`${root}scripts/e2e-server.mjs`], {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env },
      });
      const exited = new Promise((resolve) => server.once('exit', resolve));
      try {
        await healthy(port, server);
        await use({ port });
      } finally {
        server.kill('SIGTERM');
        await exited;
      }
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ shop }, use) => use(`http://localhost:${shop.port}`),
});

export { expect } from '@playwright/test';
