import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, locatedInNsw, shoot } from './support';

/*
 * Issue 2 body: maintenance mode with its test code and the operator's switch (`npm run maintenance`, the built
 * dist/maintenance.js). The embedded database allows one process, so the switch runs on a second shop's database
 * while that shop is stopped; the second shop starts from a copy of the template database every worker's shop began
 * with (scripts/e2e-template.mjs), as an operator's switch meets an existing shop's database.
 */

const root = resolve(process.cwd(), '../..');

/** A second shop on its own embedded database, so the operator's switch can run while the main one serves. */
async function startShop(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
    },
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://localhost:${port}/api/health`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return server;
}

function maintenance(command: 'on' | 'off', dataDir: string): string {
  const result = spawnSync(process.execPath, [join(root, 'apps/server/dist/maintenance.js'), command], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

async function stop(server: ChildProcess) {
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  await exited;
}

test('maintenance: the operator switches it on, visitors see the maintenance page, a tester with the code gets through', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 2; // E2E_PORT + 1 is the test SMTP server
  const dataDir = join(root, `var/e2e-maintenance-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(join(root, 'var/e2e-template/db'), join(dataDir, 'db'), { recursive: true });
  const code = /\?maintenance=([0-9a-f]+)/.exec(maintenance('on', dataDir))?.[1];
  expect(code).toMatch(/^[0-9a-f]{16}$/);
  const server = await startShop(port, dataDir);
  let running = true;
  try {
    const base = `http://localhost:${port}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await locatedInNsw(page);
    await page.goto(`${base}/au-en/inventory`);
    await expect(page).toHaveURL(`${base}/au-en/maintenance`);
    await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
    await page.getByRole('button', { name: 'Learn about LYRIQ' }).click();
    await expect(page.getByText('530 km')).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'maintenance-390');

    // A wrong code is stored but does not let the visitor in.
    await page.goto(`${base}/au-en/?maintenance=not-the-code`);
    await expect(page).toHaveURL(`${base}/au-en/maintenance`);
    // The right code is stored locally as the test code and keeps the tester in the shop.
    await page.goto(`${base}/au-en/?maintenance=${code}`);
    await expect(page.getByRole('heading', { name: 'LYRIQ', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('showroom.maintenanceCode'))).toBe(code);
    await page.goto(`${base}/au-en/inventory`);
    await expect(page).toHaveURL(`${base}/au-en/inventory`);

    // Maintenance over: the operator switches it off (the shop stopped, as the embedded database asks). A shop
    // with it off sends a visitor on the maintenance page back in: this worker's own shop shows that, sparing a
    // second start of the maintenance shop.
    await stop(server);
    running = false;
    expect(maintenance('off', dataDir)).toContain('Maintenance is off.');
    await page.goto('/au-en/maintenance');
    await expect(page).toHaveURL(/\/au-en\/$/);
  } finally {
    if (running) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
