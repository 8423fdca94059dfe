import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseAustralia, expectNoAxeViolations, shoot } from './support';

/*
 * Issue 2 body: the pre-loader and its skip rule, the step menu's lock, the hero fade, maintenance mode with its
 * test code and the operator's switch, the developer routes; issue 10: the not-found screen and the analytics
 * events of the spec's tracked actions.
 */

const root = resolve(process.cwd(), '../..');
const preloader = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Loading the LYRIQ configurator' });
const stepButtons = (page: Page) =>
  page.getByRole('navigation', { name: 'Configuration steps' }).getByRole('button');

/**
 * A returning visitor in NSW: the location stored, and the cookie the app keeps beside it, so the server sends the
 * plain page rather than the first visit's drawn one (decision 0027), whose start waits for a paint the paused
 * clock of the pre-loader test would hold back.
 */
async function locatedInNsw(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('showroom.location', JSON.stringify({ country: 'AU', state: 'NSW' })),
  );
  const { origin } = new URL(test.info().project.use.baseURL ?? 'http://localhost');
  await page.context().addCookies([{ name: 'showroom-location', value: 'AU-NSW', url: origin }]);
}

test('a fresh visit shows the pre-loader in the hero for 2.3 s and locks the step menu for 2.5 s', async ({
  page,
}) => {
  await locatedInNsw(page);
  // Time stands still from the page's first script on, and moves only when the test says.
  await page.clock.install({ time: new Date('2026-03-02T09:00:00+11:00') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01+11:00'));
  await page.goto('/au-en/');
  await expect(preloader(page)).toBeVisible();
  await expect(stepButtons(page)).toHaveCount(6);
  for (const button of await stepButtons(page).all()) await expect(button).toBeDisabled();
  // The rest of the page is there and usable under it: the price, the landing actions.
  await expect(page.getByRole('button', { name: 'Compare Variants' })).toBeEnabled();
  await shoot(page, 'preloader-1440');

  await page.clock.runFor(2299);
  await expect(preloader(page)).toBeVisible();
  await page.clock.runFor(2);
  await expect(preloader(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Skip intro|Play intro film/ })).toBeVisible();
  await expect(stepButtons(page).first()).toBeDisabled();

  await page.clock.runFor(198);
  await expect(stepButtons(page).first()).toBeDisabled();
  await page.clock.runFor(2);
  for (const button of await stepButtons(page).all()) await expect(button).toBeEnabled();
  await page.clock.resume();
  // Each step scrolls to its section.
  await page.getByRole('button', { name: 'CHARGING', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'CHARGING' })).toBeInViewport();
});

test('arriving from another page of the shop skips the pre-loader', async ({ page }) => {
  await locatedInNsw(page);
  await page.goto('/au-en/inventory');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'SHOP' }).click();
  await page.getByRole('link', { name: 'BUILD & PRICE' }).click();
  await expect(page).toHaveURL(/\/au-en\/$/);
  await expect(page.getByRole('heading', { name: 'LYRIQ', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Skip intro|Play intro film/ })).toBeVisible();
  await expect(preloader(page)).toHaveCount(0);

  // A full load that comes from one of our pages (same-origin referrer) skips it too.
  const origin = new URL(page.url()).origin;
  await page.goto('/au-en/', { referer: `${origin}/au-en/inventory` });
  await expect(page.getByRole('button', { name: /Skip intro|Play intro film/ })).toBeVisible();
  await expect(preloader(page)).toHaveCount(0);
});

test('the hero fades with the scroll: opacity (670 - scroll) / 200', async ({ page }) => {
  await locatedInNsw(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/au-en/');
  const hero = page.locator('section[aria-labelledby="hero-title"] > div');
  const opacityAt = async (y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    await expect.poll(() => hero.evaluate((node) => Number(getComputedStyle(node).opacity))).not.toBeNaN();
    return hero.evaluate((node) => Number(getComputedStyle(node).opacity));
  };
  expect(await opacityAt(0)).toBe(1);
  await expect.poll(() => opacityAt(570)).toBeCloseTo(0.5, 2);
  await expect.poll(() => opacityAt(620)).toBeCloseTo(0.25, 2);
  await expect.poll(() => opacityAt(800)).toBe(0);
  await expect.poll(() => opacityAt(0)).toBe(1);
});

test("'Scroll to start' takes the visitor to the variant section", async ({ page }) => {
  await locatedInNsw(page);
  await page.goto('/au-en/');
  // A tap on the server's markup before React has started it can be lost (issue 35); a visitor taps again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Scroll to start' }).click();
    await expect(page.getByRole('group', { name: 'Choose your variant' })).toBeInViewport({ timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole('button', { name: 'VARIANT', exact: true })).toHaveAttribute(
    'aria-current',
    'step',
  );
});

test('/__dev/on and /__dev/off set and clear the developer flag, then go home', async ({ page }) => {
  await locatedInNsw(page);
  await page.goto('/__dev/on');
  await expect(page).toHaveURL(/\/au-en\/$/);
  expect(await page.evaluate(() => localStorage.getItem('showroom.devMode'))).toBe('true');
  await expect(page.getByRole('contentinfo')).toContainText('Developer mode is on.');
  await page.goto('/__dev/off');
  await expect(page).toHaveURL(/\/au-en\/$/);
  expect(await page.evaluate(() => localStorage.getItem('showroom.devMode'))).toBe('false');
  await expect(page.getByRole('contentinfo')).not.toContainText('Developer mode');
});

test('analytics: the tracked actions reach the tracker with the page and the signed-in flag', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  const events = () =>
    page.evaluate(() => (window as unknown as { dataLayer: Record<string, string>[] }).dataLayer);
  await chooseAustralia(page, 'VIC');
  expect(await events()).toContainEqual(
    expect.objectContaining({ event: 'config-start', country: 'AU', state: 'VIC', loggedIn: 'false' }),
  );

  await page.getByRole('button', { name: 'Explore Confidence' }).click();
  await expect(page.getByRole('dialog', { name: 'EXPLORE CONFIDENCE' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const vehicles = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'VEHICLES' });
  await vehicles.click();
  await expect(vehicles).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  expect(await events()).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ event: 'landing_dialog_open', dialog: 'confidence', page: '/au-en/' }),
      expect.objectContaining({ event: 'menu_open', menu: 'vehicles' }),
    ]),
  );

  // Proceeding to checkout logs the click ('Continue to checkout' in stock, 'Joinwaitlist' without).
  await page.getByRole('button', { name: 'CHECK OUT', exact: true }).click({ timeout: 15_000 });
  const proceed = page
    .getByRole('complementary', { name: 'Your configuration' })
    .getByRole('button', { name: /^(CONTINUE TO CHECKOUT|JOIN THE WAITLIST)$/ });
  const label =
    (await proceed.textContent()) === 'JOIN THE WAITLIST' ? 'Joinwaitlist' : 'Continue to checkout';
  await proceed.click();
  await expect.poll(events).toContainEqual(expect.objectContaining({ event: 'click', label }));
});

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
